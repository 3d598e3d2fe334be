import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { StyledButton } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'text';
  /** Button type; `button` so it never submits a form by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** A button of at least 36×36 px with a visible focus ring. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} data-variant={variant} {...rest} />;
});
