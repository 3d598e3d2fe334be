import type { EarlyInput } from './settings';

/**
 * What a visitor did to a prerendered screen before the app hydrated it (held and noted by the
 * page's first script, `src/prerender.tsx`), done again once the screen is hydrated: the forms are
 * told about every field changed (and left, when focus has moved on: a form checking a field as it
 * is left shows its message), then the presses and submissions are made, in that order, so a form
 * typed in and submitted early is submitted with what was typed. The presses wait for the
 * next task: the forms render what they were told first, or a form keeping its fields in state
 * would be submitted with the values it had before (first-screen.spec.ts).
 */
export function replayEarlyInput({ presses, fields }: EarlyInput) {
  for (const field of fields.splice(0)) {
    if (!field.isConnected) continue;
    announceChange(field);
    // React's onBlur listens to focusout.
    if (field !== document.activeElement) {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  }
  const pressed = presses.splice(0);
  if (pressed.length === 0) return;
  setTimeout(() => {
    for (const element of pressed) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, 0);
}

/**
 * The field already shows what the visitor typed or chose; the app's handlers have not heard of
 * it. React reports a change when the field's value differs from the one it last saw, which it
 * takes from the field's own `value` / `checked` setter (as Testing Library's `fireEvent.change`
 * relies on): so the field is first set to something else through that setter, then given back
 * the visitor's value through the element's prototype, and the event React listens to for that
 * kind of field is sent.
 */
function announceChange(field: Element) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (
    field instanceof HTMLInputElement &&
    (field.type === 'checkbox' || field.type === 'radio')
  ) {
    const chosen = field.checked;
    // A radio button left unchecked was unchecked by choosing another, noted too.
    if (field.type === 'radio' && !chosen) return;
    field.checked = !chosen;
    field.click();
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const typed = field.value;
    field.value = typed === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
