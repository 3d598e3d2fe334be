import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
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
  /**
   * Heading and accessible name. Required unless a `Dialog.Header` part is given, so the dialog is
   * always labelled; the part replaces it.
   */
  title?: ReactNode;
  /**
   * The body. Or the parts `Dialog.Header`, `Dialog.Body` and `Dialog.Footer` as direct children
   * (not inside a fragment): the header goes first and the footer last, and the other children keep
   * their order, wrapped in a `Dialog.Body` when none is given.
   */
  children?: ReactNode;
  /** 480px default, `media` (80vw up to 1024px, full screen ≤767px), `completion` (90vw, max 600px, max 80vh). @default 'default' */
  size?: 'default' | 'media' | 'completion';
  /**
   * Turns on confirm mode: Cancel and Confirm buttons. A returned promise shows a progress bar until
   * it settles; it closes with `confirm` when it resolves and stays open showing `errorLabel` when it rejects.
   * In confirm mode a `footer` prop or `Dialog.Footer` part is not shown.
   * @default undefined
   */
  onConfirm?: () => unknown;
  /** Footer content when not in confirm mode; a `Dialog.Footer` part replaces it. @default undefined */
  footer?: ReactNode;
  /** Whether a click on the backdrop asks to close. @default true */
  closeOnBackdrop?: boolean;
  /** Accessible name of the × button in the header. @default 'Close' */
  closeLabel?: string;
  /** Text of the confirm button in confirm mode, and the name of its progress bar. @default 'Confirm' */
  confirmLabel?: string;
  /** Text of the cancel button in confirm mode. @default 'Cancel' */
  cancelLabel?: string;
  /** Shown when the confirmation fails. @default 'Something went wrong. Please try again.' */
  errorLabel?: string;
  className?: string;
}

interface DialogContextValue {
  titleId: string;
  closeLabel: string;
  requestClose: (reason: DialogCloseReason) => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

export interface DialogHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** The heading. It names the dialog (`aria-labelledby`); the close button follows it. */
  children: ReactNode;
}

/** The dialog's heading and close button. Only inside a `Dialog`. */
const DialogHeader = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  { children, ...rest },
  ref,
) {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog.Header must be rendered inside a Dialog.');
  const { titleId, closeLabel, requestClose } = context;
  return (
    <Header ref={ref} {...rest}>
      <Title id={titleId}>{children}</Title>
      <Button
        variant="text"
        data-close
        aria-label={closeLabel}
        onClick={() => requestClose('close-button')}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </Header>
  );
});
DialogHeader.displayName = 'Dialog.Header';

/** Props of `Dialog.Body`: those of a `div`. */
export type DialogBodyProps = ComponentPropsWithoutRef<'div'>;

/** The dialog's content; it scrolls when the dialog is taller than the screen allows. */
const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody(props, ref) {
  return <Body ref={ref} {...props} />;
});
DialogBody.displayName = 'Dialog.Body';

/** Props of `Dialog.Footer`: those of a `div`. */
export type DialogFooterProps = ComponentPropsWithoutRef<'div'>;

/** The dialog's actions, aligned to the end. */
const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(
  function DialogFooter(props, ref) {
    return <Footer ref={ref} {...props} />;
  },
);
DialogFooter.displayName = 'Dialog.Footer';

const isPart = (
  child: ReactNode,
  part: typeof DialogHeader | typeof DialogBody | typeof DialogFooter,
) => isValidElement(child) && child.type === part;

const DialogRoot = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
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
  const onKeyDown = useDialog({
    open,
    dialogRef,
    portalRef,
    onEscape: () => requestClose('escape'),
  });

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

  const parts = Children.toArray(children);
  const header = parts.find((child) => isPart(child, DialogHeader));
  const footerPart = parts.find((child) => isPart(child, DialogFooter));
  const content = parts.filter(
    (child) => !isPart(child, DialogHeader) && !isPart(child, DialogFooter),
  );
  const heading = header ?? (title !== undefined && <DialogHeader>{title}</DialogHeader>);

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
        aria-labelledby={heading ? titleId : undefined}
        aria-busy={pending || undefined}
        tabIndex={-1}
        data-size={size}
        data-state={pending ? 'pending' : 'open'}
        className={className}
        onKeyDown={onKeyDown}
      >
        <DialogContext.Provider value={{ titleId, closeLabel, requestClose }}>
          {heading}
          {pending && <LinearProgress aria-label={confirmLabel} />}
          {content.some((child) => isPart(child, DialogBody)) ? (
            content
          ) : (
            <DialogBody>{content}</DialogBody>
          )}
          {onConfirm ? (
            <DialogFooter>
              {failed && <ErrorText role="alert">{errorLabel}</ErrorText>}
              <Button variant="secondary" disabled={pending} onClick={() => requestClose('cancel')}>
                {cancelLabel}
              </Button>
              <Button disabled={pending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          ) : (
            (footerPart ?? (footer && <DialogFooter>{footer}</DialogFooter>))
          )}
        </DialogContext.Provider>
      </Panel>
    </Backdrop>,
    document.body,
  );
});

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, the page behind is inert. Give it a
 * `title` and children, or compose it from `Dialog.Header`, `Dialog.Body` and `Dialog.Footer`.
 */
export const Dialog = Object.assign(DialogRoot, {
  Header: DialogHeader,
  Body: DialogBody,
  Footer: DialogFooter,
});
