import { Button, Skeleton, TextField } from '@campus/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { FieldWithButton } from '../../kit/ui';
import { Alert, List, Panel } from './OrganizationPicker.styles';
import { OrganizationRow } from './OrganizationRow';
import { selectOrganizationSearch } from './selectors';
import { organizationSearchMoreRequested, organizationSearchRequested } from './slice';

/** The organization search, with its results to choose from. */
export function FindOrganization({ focusSearch = false }: { focusSearch?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const search = useSelector(selectOrganizationSearch);
  const [query, setQuery] = useState(search.query);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusSearch) searchBox.current?.focus();
  }, [focusSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Organisation search carries no client-side validation.
    dispatch(organizationSearchRequested({ query }));
  };
  return (
    <Panel>
      <form role="search" onSubmit={submit} aria-label={t('organizations.search')}>
        <FieldWithButton>
          <TextField
            type="search"
            ref={searchBox}
            label={t('organizations.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit">{t('organizations.searchButton')}</Button>
        </FieldWithButton>
      </form>
      {search.status === 'failed' ? (
        <Alert role="alert">
          <p>{search.error?.message}</p>
        </Alert>
      ) : search.status === 'ready' || search.items.length > 0 ? (
        <>
          <p role="status">{t('organizations.count', { count: search.total })}</p>
          {search.items.length === 0 ? (
            <p>{t('organizations.none')}</p>
          ) : (
            <List aria-label={t('organizations.results')}>
              {search.items.map((organization) => (
                <OrganizationRow key={organization.id} organization={organization} />
              ))}
            </List>
          )}
          {search.page < search.totalPages && (
            <Button
              variant="text"
              disabled={search.status !== 'ready'}
              onClick={() => dispatch(organizationSearchMoreRequested())}
            >
              {t('organizations.more')}
            </Button>
          )}
        </>
      ) : (
        <div aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      )}
    </Panel>
  );
}
