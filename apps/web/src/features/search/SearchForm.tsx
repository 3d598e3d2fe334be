import { Button, TextField } from '@campus/ui';
import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { FieldWithButton } from '../../kit/ui';

/** The address of the results page for a term: /search?q=term. */
export const searchPath = (term: string) => `/search?${new URLSearchParams({ q: term })}`;

export interface SearchFormProps {
  /** The term the box starts with. @default '' */
  initial?: string;
  /** Navigation state to carry, e.g. the results page keeps its current section. */
  state?: unknown;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box of the panel and of the results page; submitting opens the results page. */
export function SearchForm({ initial = '', state, inputRef }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(searchPath(trimmed), { state });
  };

  return (
    <FieldWithButton as="form" role="search" onSubmit={submit}>
      <TextField
        ref={inputRef}
        type="search"
        name="q"
        label={t('search.form.label')}
        placeholder={t('search.form.placeholder')}
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit">{t('search.form.submit')}</Button>
    </FieldWithButton>
  );
}
