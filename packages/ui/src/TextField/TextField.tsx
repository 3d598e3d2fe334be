import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Adornment, Field, Input, InputRow, Label, Message } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  /** Error text; marks the input invalid. @default undefined */
  error?: ReactNode;
  /** Help text under the input. @default undefined */
  hint?: ReactNode;
  /** A control inside the input's end edge, such as a show/hide toggle, at most 36 px wide. @default undefined */
  endAdornment?: ReactNode;
}

/** A labelled text input with optional hint and error, linked by `aria-describedby`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    endAdornment,
    className,
    id,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [
    extraDescribedBy ?? '',
    hint ? `${inputId}-hint` : '',
    error ? `${inputId}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Field className={className}>
      <Label htmlFor={inputId} data-required={rest.required ? '' : undefined}>
        {label}
      </Label>
      <InputRow>
        <Input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-adorned={endAdornment ? '' : undefined}
          {...rest}
        />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
      </InputRow>
      {hint && <Message id={`${inputId}-hint`}>{hint}</Message>}
      {error && (
        <Message id={`${inputId}-error`} data-tone="error">
          {error}
        </Message>
      )}
    </Field>
  );
});
