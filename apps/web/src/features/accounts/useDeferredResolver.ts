import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as Rules from './validation';

// Kept once loaded so that later checks answer without waiting a turn for `import()`: a form's
// validity must settle before a key pressed right after a change submits it.
let loadedRules: typeof Rules | undefined;
const loadRules = async () => (loadedRules ??= await import('./validation'));

/**
 * A form resolver whose rules (yup and its resolver, about 22 KB) load on the member's first touch
 * of the form rather than with the screen, so the form paints without them.
 *
 * Until the form is touched the resolver answers "not valid yet" without loading anything: every
 * account form that shows its validity starts incomplete, so the submit button reads the same as
 * with the rules loaded. Spread `touchProps` on the `<form>`: focusing, pointing at, typing in or
 * leaving it starts the load, and a submit (even from a button outside it) waits for the rules.
 * Leaving counts because a field focused before the app hydrated the screen is left after it: its
 * check on leaving must not answer "not valid yet" with no message (first-screen.spec.ts).
 */
export function useDeferredResolver<Values extends FieldValues>(
  build: (rules: typeof Rules) => Resolver<Values>,
) {
  // The latest `build` is used at each check, so rules follow the language and settings they close over.
  const latestBuild = useRef(build);
  latestBuild.current = build;
  const touched = useRef(false);
  // Also as state, for parts of the screen that wait for the same first touch.
  const [touchedOnce, setTouchedOnce] = useState(false);
  const touch = useCallback(() => {
    if (touched.current) return;
    touched.current = true;
    setTouchedOnce(true);
    void loadRules();
  }, []);
  const resolver = useCallback<Resolver<Values>>(async (values, context, options) => {
    if (!touched.current) {
      return { values: {}, errors: { root: { type: 'pending' } } as FieldErrors<Values> };
    }
    return latestBuild.current(loadedRules ?? (await loadRules()))(values, context, options);
  }, []);
  const touchProps = useMemo(
    () => ({
      onFocusCapture: touch,
      onBlurCapture: touch,
      onPointerDownCapture: touch,
      onInputCapture: touch,
      onSubmitCapture: touch,
    }),
    [touch],
  );
  return { resolver, touchProps, touched: touchedOnce };
}
