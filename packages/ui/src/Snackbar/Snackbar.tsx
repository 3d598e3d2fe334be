import { forwardRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { SnackbarRoot } from './Snackbar.styles';

export interface SnackbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether it is shown; it stays open until the parent sets this back to false. */
  open: boolean;
  /** The text shown and announced politely. */
  message: ReactNode;
  /** Milliseconds before `onClose` runs. @default 1500 */
  duration?: number;
  /** Called when the duration has passed. @default undefined */
  onClose?: () => void;
}

/** A short, polite status message that asks to close itself after `duration`. */
export const Snackbar = forwardRef<HTMLDivElement, SnackbarProps>(function Snackbar(
  { open, message, duration = 1500, onClose, ...rest },
  ref,
) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => onCloseRef.current?.(), duration);
    return () => clearTimeout(timer);
  }, [open, duration]);
  if (!open) return null;
  return (
    <SnackbarRoot ref={ref} role="status" aria-live="polite" {...rest}>
      {message}
    </SnackbarRoot>
  );
});
