import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable], [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[inert]') && el.tabIndex >= 0,
  );
}

/**
 * Makes every sibling of the dialog's portal (and of its ancestors) inert, so pointer,
 * keyboard and screen-reader users cannot reach the page behind. Returns the undo.
 * `inert` is used instead of `aria-hidden` alone because aria-hidden still lets focus in.
 */
function inertOutside(node: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let current: HTMLElement | null = node;
  while (current && current !== document.body) {
    const parent: HTMLElement | null = current.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === current || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      sibling.setAttribute('aria-hidden', 'true');
      changed.push(sibling);
    }
    current = parent;
  }
  return () => {
    for (const el of changed) {
      el.inert = false;
      el.removeAttribute('aria-hidden');
    }
  };
}

export interface UseDialogOptions {
  open: boolean;
  /** The dialog element: receives focus when it has no focusable content. */
  dialogRef: RefObject<HTMLElement | null>;
  /** The portal root that stays reachable. */
  portalRef: RefObject<HTMLElement | null>;
  onEscape: () => void;
}

/**
 * Focus in on open, a Tab trap, Escape, an inert and non-scrolling page behind, and focus back
 * to the opener on close. Returns the keydown handler to spread on the dialog.
 */
export function useDialog({ open, dialogRef, portalRef, onEscape }: UseDialogOptions) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const portal = portalRef.current;
    const undoInert = portal ? inertOutside(portal) : () => undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    if (dialog && !dialog.contains(document.activeElement)) {
      const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
      const target =
        autofocus ?? tabbables(dialog).find((el) => !el.hasAttribute('data-close')) ?? dialog;
      // preventScroll: focusing inside a fixed overlay otherwise scrolls the page in Safari.
      target.focus({ preventScroll: true });
    }
    return () => {
      undoInert();
      document.body.style.overflow = overflow;
      // Restore after the portal is gone; React may still be committing the removal.
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, dialogRef, portalRef]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscapeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const list = tabbables(dialogRef.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
