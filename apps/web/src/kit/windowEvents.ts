import { eventChannel, type EventChannel } from 'redux-saga';

/** Window events as a saga channel; nothing is emitted where there is no window (tests, server). */
export function windowEvents(names: string[]): EventChannel<string> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const handlers = names.map((name) => [name, () => emit(name)] as const);
    for (const [name, handler] of handlers) window.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) window.removeEventListener(name, handler);
    };
  });
}
