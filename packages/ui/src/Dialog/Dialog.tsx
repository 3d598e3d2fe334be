import { forwardRef, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { LinearProgress } from '../LinearProgress';
import { Backdrop, Body, ErrorText, Footer, Header, Panel, Title } from './Dialog.styles';
import { useDialog } from './useDialog';

export type DialogCloseReason = 'escape' | 'close-button' | 'cancel' | 'confirm' | 'backdrop';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close; the parent decides by updating `open`. */
  onClose: (reason: DialogCloseReason) => void;
  /** Heading and accessible name; required so the dialog is always labelled. */
  title: ReactNode;
  children?: ReactNode;
  /** 480px default, `media` (80vw up to 1024px, full screen ≤767px), `completion` (90vw, max 600px, max 80vh). @default 'default' */
  size?: 'default' | 'media' | 'completion';
  /**
   * Turns on confirm mode: Cancel and Confirm buttons. A returned promise shows a progress bar until
   * it settles; it closes with `confirm` when it resolves and stays open showing `errorLabel` when it rejects.
   * @default undefined
   */
  onConfirm?: () => unknown;
  /** Footer content when not in confirm mode. @default undefined */
  footer?: ReactNode;
  /** Whether a click on the backdrop asks to close. @default true */
  closeOnBackdrop?: boolean;
  /** @default 'Close' */
  closeLabel?: string;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Shown when the confirmation fails. @default 'Something went wrong. Please try again.' */
  errorLabel?: string;
  className?: string;
}

/** A modal dialog: focus moves in and is trapped, Escape closes, the page behind is inert. */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    onClose,
    title,
    children,
    size = 'default',
    onConfirm,
    footer,
    closeOnBackdrop = true,
    closeLabel = 'Close',
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    errorLabel = 'Something went wrong. Please try again.',
    className,
  },
  ref,
) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const portalRef = useRef<HTMLDivElement | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const requestClose = (reason: DialogCloseReason) => {
    if (!pending) onClose(reason);
  };
  const onKeyDown = useDialog({ open, dialogRef, portalRef, onEscape: () => requestClose('escape') });

  if (!open || typeof document === 'undefined') return null;

  const confirm = async () => {
    setFailed(false);
    setPending(true);
    try {
      await onConfirm?.();
      setPending(false);
      onClose('confirm');
    } catch {
      setPending(false);
      setFailed(true);
    }
  };

  return createPortal(
    <Backdrop
      ref={portalRef}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) requestClose('backdrop');
      }}
    >
      <Panel
        ref={(node) => {
          dialogRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={pending || undefined}
        tabIndex={-1}
        data-size={size}
        data-state={pending ? 'pending' : 'open'}
        className={className}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Button variant="text" data-close aria-label={closeLabel} onClick={() => requestClose('close-button')}>
            <span aria-hidden="true">×</span>
          </Button>
        </Header>
        {pending && <LinearProgress aria-label={confirmLabel} />}
        <Body>{children}</Body>
        {onConfirm ? (
          <Footer>
            {failed && <ErrorText role="alert">{errorLabel}</ErrorText>}
            <Button variant="secondary" disabled={pending} onClick={() => requestClose('cancel')}>
              {cancelLabel}
            </Button>
            <Button disabled={pending} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Footer>
        ) : (
          footer && <Footer>{footer}</Footer>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
});
