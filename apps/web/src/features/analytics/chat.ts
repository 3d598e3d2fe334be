import type { AnalyticsGlobals } from '../../kit/services';
import { getServices } from '../../kit/services';
import type { chatEventSent } from './slice';

/** A command to the customer-chat tool, if it is on the page (the site's or the host page's own). */
export function chat(globals: AnalyticsGlobals, command: string, ...args: unknown[]) {
  if (typeof globals.Intercom === 'function') globals.Intercom(command, ...args);
}

/** Intercom's own form: `trackEvent`, the event's name, then its metadata. Sent whenever the tool is on the page. */
export function* chatEvent({ payload }: ReturnType<typeof chatEventSent>) {
  const { analytics } = yield* getServices();
  chat(
    analytics.globals,
    'trackEvent',
    payload.name,
    ...(payload.metadata ? [payload.metadata] : []),
  );
}
