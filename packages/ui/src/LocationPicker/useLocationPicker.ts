import { useEffect, useMemo, useRef, useState } from 'react';

/** A country (`parent` 0) or a locality (`parent` = its country's id). */
export interface LocationTerm {
  id: number;
  name: string;
  parent: number;
  /** On a country: what its localities are called (state, province…). */
  locality_type_label?: string;
}

export interface LocationValue {
  country: number | null;
  locality: number | null;
}

export type LocationErrors = { country?: true; locality?: true };

export type LocalityMode = 'off' | 'optional' | 'required';

/**
 * Country required when any exist, locality when required and present (pinned by
 * LocationPicker.test.tsx).
 */
export function validateLocation(
  terms: readonly LocationTerm[],
  value: LocationValue,
  locality: LocalityMode = 'off',
): LocationErrors {
  const errors: LocationErrors = {};
  const hasCountries = terms.some((t) => t.parent === 0);
  if (hasCountries && value.country === null) errors.country = true;
  const hasLocalities = value.country !== null && terms.some((t) => t.parent === value.country);
  if (locality === 'required' && hasLocalities && value.locality === null) errors.locality = true;
  return errors;
}

export interface UseLocationPickerOptions {
  terms: readonly LocationTerm[];
  defaultValue?: LocationValue;
  locality?: LocalityMode;
  /** Receives the value, or `null` while invalid, and the error keys. */
  onChange?: (value: LocationValue | null, errors: LocationErrors) => void;
}

export function useLocationPicker({
  terms,
  defaultValue,
  locality = 'off',
  onChange,
}: UseLocationPickerOptions) {
  const countries = useMemo(() => terms.filter((t) => t.parent === 0), [terms]);
  const onlyCountry = countries.length === 1 ? countries[0] : undefined;
  const [value, setValue] = useState<LocationValue>(() => ({
    country: defaultValue?.country ?? onlyCountry?.id ?? null,
    locality: defaultValue?.locality ?? null,
  }));
  // Exactly one country is preselected, also when the terms arrive after the first render.
  const country = value.country ?? onlyCountry?.id ?? null;
  const current: LocationValue = { country, locality: value.locality };
  const localities = useMemo(
    () => (country === null ? [] : terms.filter((t) => t.parent === country)),
    [terms, country],
  );
  const errors = validateLocation(terms, current, locality);
  const valid = Object.keys(errors).length === 0;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const key = `${current.country}|${current.locality}|${valid}|${Object.keys(errors).join()}`;
  useEffect(() => {
    onChangeRef.current?.(valid ? current : null, errors);
    // The key captures every input of the propagated value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    countries,
    localities,
    value: current,
    errors,
    showCountry: countries.length > 1,
    showLocality: locality !== 'off' && localities.length > 0,
    localityLabel: countries.find((c) => c.id === country)?.locality_type_label,
    // Changing the country clears the locality (pinned by LocationPicker.test.tsx).
    setCountry: (id: number | null) => setValue({ country: id, locality: null }),
    setLocality: (id: number | null) => setValue({ country, locality: id }),
  };
}
