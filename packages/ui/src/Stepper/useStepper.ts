import { useCallback, useRef, useState } from 'react';

/** Controlled when `value` is given, otherwise keeps its own state (radix's useControllableState). */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set] as const;
}

export interface UseStepperOptions {
  count: number;
  activeStep?: number;
  defaultActiveStep?: number;
  onStepChange?: (step: number) => void;
  onFinish?: () => void;
}

/** Linear step state: next, back, and an optional action in place of moving past the last step. */
export function useStepper({
  count,
  activeStep,
  defaultActiveStep = 0,
  onStepChange,
  onFinish,
}: UseStepperOptions) {
  const [active, setActive] = useControllableState(activeStep, defaultActiveStep, onStepChange);
  const isLast = active >= count - 1;
  const next = () => {
    if (isLast) onFinish?.();
    else setActive(active + 1);
  };
  const back = () => {
    if (active > 0) setActive(active - 1);
  };
  return { active, isFirst: active === 0, isLast, next, back };
}
