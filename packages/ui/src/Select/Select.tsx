import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, Label, Message } from '../TextField/TextField.styles';
import { NativeSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit to offer no empty choice. @default undefined */
  placeholder?: string;
  /** Error text; marks the select invalid. @default undefined */
  error?: ReactNode;
}

/**
 * A labelled native select. Native on purpose: it is keyboard-usable with type-ahead search,
 * opens as the platform picker on phones and works inside a modal dialog without portals.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field className={className}>
      <Label htmlFor={selectId}>{label}</Label>
      <NativeSelect
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && (
        <Message id={`${selectId}-error`} data-tone="error">
          {error}
        </Message>
      )}
    </Field>
  );
});
