import { forwardRef, useState } from 'react';
import { Select } from '../Select';
import {
  useLocationPicker,
  type LocalityMode,
  type LocationErrors,
  type LocationTerm,
  type LocationValue,
} from './useLocationPicker';

export interface LocationPickerProps {
  /** Countries (`parent` 0) and their localities. */
  terms: readonly LocationTerm[];
  /** Starting value. @default undefined */
  defaultValue?: LocationValue;
  /** Theme support for localities: hidden, offered, or required when the country has any. @default 'off' */
  locality?: LocalityMode;
  /** Receives the value, or `null` while invalid, with the error keys `country` / `locality`. @default undefined */
  onChange?: (value: LocationValue | null, errors: LocationErrors) => void;
  /** Show errors before the user has touched a field, e.g. after a submit attempt. @default false */
  showErrors?: boolean;
  /** Label of the country select. @default 'Country' */
  countryLabel?: string;
  /** Used when the country has no `locality_type_label`. @default 'Locality' */
  localityLabel?: string;
  /** The empty first option of each select, before a choice is made. @default 'Select…' */
  placeholder?: string;
  /** Error under the country select when none is chosen. @default 'Please select a country' */
  countryRequiredLabel?: string;
  /** Receives the locality label. @default (label) => `Please select a ${label.toLowerCase()}` */
  localityRequiredLabel?: (label: string) => string;
  /** Offer a search box on a list longer than this. @default 10 */
  searchFrom?: number;
  /** Accessible name of the search box over a long country list. @default 'Search countries' */
  countrySearchLabel?: string;
  /** Receives the locality label. @default (label) => `Search ${label.toLowerCase()}` */
  localitySearchLabel?: (label: string) => string;
  /** Name of the country select. @default 'country' */
  countryName?: string;
  /** Name of the locality select. @default 'locality' */
  localityName?: string;
  className?: string;
}

/**
 * Country and locality selects: a country is required when any exist, a locality when required
 * and present (pinned by LocationPicker.test.tsx).
 */
export const LocationPicker = forwardRef<HTMLDivElement, LocationPickerProps>(
  function LocationPicker(
    {
      terms,
      defaultValue,
      locality = 'off',
      onChange,
      showErrors = false,
      countryLabel = 'Country',
      localityLabel = 'Locality',
      placeholder = 'Select…',
      countryRequiredLabel = 'Please select a country',
      localityRequiredLabel = (label) => `Please select a ${label.toLowerCase()}`,
      searchFrom = 10,
      countrySearchLabel = 'Search countries',
      localitySearchLabel = (label) => `Search ${label.toLowerCase()}`,
      countryName = 'country',
      localityName = 'locality',
      className,
    },
    ref,
  ) {
    const picker = useLocationPicker({ terms, defaultValue, locality, onChange });
    const [touched, setTouched] = useState({ country: false, locality: false });
    const currentLocalityLabel = picker.localityLabel || localityLabel;
    const toId = (raw: string) => (raw === '' ? null : Number(raw));
    return (
      <div ref={ref} className={className}>
        {picker.showCountry && (
          <Select
            label={countryLabel}
            name={countryName}
            searchable={picker.countries.length > searchFrom}
            searchLabel={countrySearchLabel}
            required
            placeholder={placeholder}
            value={picker.value.country === null ? '' : String(picker.value.country)}
            options={picker.countries.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(event) => {
              picker.setCountry(toId(event.target.value));
              setTouched((t) => ({ ...t, country: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, country: true }))}
            error={
              (touched.country || showErrors) && picker.errors.country
                ? countryRequiredLabel
                : undefined
            }
          />
        )}
        {picker.showLocality && (
          <Select
            // The label is the server's name for the country's divisions ("State"): its own direction.
            label={<bdi>{currentLocalityLabel}</bdi>}
            name={localityName}
            searchable={picker.localities.length > searchFrom}
            searchLabel={localitySearchLabel(currentLocalityLabel)}
            required={locality === 'required'}
            placeholder={placeholder}
            value={picker.value.locality === null ? '' : String(picker.value.locality)}
            options={picker.localities.map((l) => ({ value: String(l.id), label: l.name }))}
            onChange={(event) => {
              picker.setLocality(toId(event.target.value));
              setTouched((t) => ({ ...t, locality: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, locality: true }))}
            error={
              (touched.locality || showErrors) && picker.errors.locality
                ? localityRequiredLabel(currentLocalityLabel)
                : undefined
            }
          />
        )}
      </div>
    );
  },
);
