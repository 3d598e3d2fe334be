import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { CheckboxLabel } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
}

/** A checkbox with a 24×24 px target wrapped in its label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, ...rest },
  ref,
) {
  return (
    <CheckboxLabel className={className}>
      <input ref={ref} type="checkbox" {...rest} />
      <span>{label}</span>
    </CheckboxLabel>
  );
});
