import { useMemo, useState } from 'react';

/** One choice of a `Select`: the value it submits and the words it shows. */
export interface SelectOption {
  value: string;
  label: string;
}

// Accent- and case-insensitive, so "quebec" finds "Québec".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Filters options by a typed query; the selected option always stays so the value never disappears. */
export function useSelectSearch(options: readonly SelectOption[], selected: string | undefined) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = fold(query.trim());
    if (!needle) return options;
    return options.filter((o) => o.value === selected || fold(o.label).includes(needle));
  }, [options, query, selected]);
  return { query, setQuery, shown };
}
