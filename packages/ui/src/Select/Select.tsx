import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, Label, Message } from '../TextField/TextField.styles';
import { NativeSelect, SearchBox, SearchIcon, SearchInput } from './Select.styles';
import { useSelectSearch, type SelectOption } from './useSelectSearch';

export type { SelectOption } from './useSelectSearch';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label, also the accessible name. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit to offer no empty choice. @default undefined */
  placeholder?: string;
  /** Error text; marks the select invalid. @default undefined */
  error?: ReactNode;
  /** Adds a search box that filters the options, for long lists. @default false */
  searchable?: boolean;
  /** Accessible name of the search box. @default 'Search' */
  searchLabel?: string;
}

/**
 * A labelled native select, optionally with a search box for long lists. Native on purpose: it is
 * keyboard-usable with type-ahead, opens as the platform picker on phones and works inside a modal
 * dialog without portals.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    error,
    searchable = false,
    searchLabel = 'Search',
    className,
    id,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const search = useSelectSearch(
    options,
    rest.value === undefined ? undefined : String(rest.value),
  );
  return (
    <Field className={className}>
      <Label htmlFor={selectId} data-required={rest.required ? '' : undefined}>
        {label}
      </Label>
      {searchable && (
        <SearchBox>
          {/* A box without a visible label needs a mark of what it is for; the name stays searchLabel. */}
          <SearchIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </SearchIcon>
          <SearchInput
            type="search"
            aria-label={searchLabel}
            aria-controls={selectId}
            autoComplete="off"
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
          />
        </SearchBox>
      )}
      <NativeSelect
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {search.shown.map((option) => (
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
