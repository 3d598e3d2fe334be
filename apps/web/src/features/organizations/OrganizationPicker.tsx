import type { Organization } from '@campus/api-client';
import {
  Button,
  LocationPicker,
  Select,
  Skeleton,
  TextField,
  type LocationValue,
} from '@campus/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';
import { FieldWithButton } from '../../kit/ui';
import { ChosenOrganization, Muted } from './parts';
import {
  selectChosenOrganization,
  selectOrganizationCreation,
  selectOrganizationOptions,
  selectOrganizationSearch,
} from './selectors';
import {
  organizationChosen,
  organizationCreationSubmitted,
  organizationSearchMoreRequested,
  organizationSearchRequested,
} from './slice';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 360px;
  overflow-y: auto;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

const Alert = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

function OrganizationRow({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const nameId = `organization-${organization.id}`;
  return (
    <Item>
      <p>
        <strong id={nameId}>
          <bdi>{organization.name}</bdi>
        </strong>
        {organization.formatted_address && (
          <Muted>
            <bdi>{organization.formatted_address}</bdi>
          </Muted>
        )}
      </p>
      <Button
        variant="secondary"
        aria-describedby={nameId}
        onClick={() => dispatch(organizationChosen(organization))}
      >
        {t('courses.organizations.choose')}
      </Button>
    </Item>
  );
}

function FindOrganization({ focusSearch = false }: { focusSearch?: boolean }) {
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
      <form role="search" onSubmit={submit} aria-label={t('courses.organizations.search')}>
        <FieldWithButton>
          <TextField
            type="search"
            ref={searchBox}
            label={t('courses.organizations.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit">{t('courses.organizations.searchButton')}</Button>
        </FieldWithButton>
      </form>
      {search.status === 'failed' ? (
        <Alert role="alert">
          <p>{search.error?.message}</p>
        </Alert>
      ) : search.status === 'ready' || search.items.length > 0 ? (
        <>
          <p role="status">{t('courses.organizations.count', { count: search.total })}</p>
          {search.items.length === 0 ? (
            <p>{t('courses.organizations.none')}</p>
          ) : (
            <List aria-label={t('courses.organizations.results')}>
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
              {t('courses.organizations.more')}
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

interface Touched {
  name?: string;
  denomination?: string;
  type?: string;
}

function CreateOrganization() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSettings();
  const options = useSelector(selectOrganizationOptions);
  const creation = useSelector(selectOrganizationCreation);
  const terms = settings.theme.values.localities ?? [];
  const [name, setName] = useState('');
  const [denomination, setDenomination] = useState('');
  const [type, setType] = useState('');
  const [location, setLocation] = useState<LocationValue | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors: Touched = {
    name: name.trim() ? undefined : t('courses.organizations.nameRequired'),
    denomination: denomination ? undefined : t('courses.organizations.denominationRequired'),
    type: type ? undefined : t('courses.organizations.typeRequired'),
  };
  const busy = creation.status === 'checking' || creation.status === 'creating';
  const submit = () => {
    setSubmitted(true);
    const locationValid = location !== null || !terms.some((term) => term.parent === 0);
    if (errors.name || errors.denomination || errors.type || !locationValid) return;
    dispatch(
      organizationCreationSubmitted({
        name,
        denomination: Number(denomination),
        type: Number(type),
        country: location?.country ?? null,
        locality: location?.locality ?? null,
      }),
    );
  };
  return (
    <Panel>
      {options.status === 'failed' && (
        <Alert role="alert">
          <p>{t('courses.organizations.optionsFailed')}</p>
        </Alert>
      )}
      <TextField
        label={t('courses.organizations.name')}
        value={name}
        required
        onChange={(e) => setName(e.target.value)}
        error={submitted ? errors.name : undefined}
      />
      <Select
        label={t('courses.organizations.denomination')}
        placeholder={t('courses.card.select')}
        required
        options={options.denominations.map((d) => ({ value: String(d.id), label: d.name }))}
        value={denomination}
        onChange={(e) => setDenomination(e.target.value)}
        error={submitted ? errors.denomination : undefined}
      />
      <Select
        label={t('courses.organizations.type')}
        placeholder={t('courses.card.select')}
        required
        options={options.types.map((d) => ({ value: String(d.id), label: d.name }))}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={submitted ? errors.type : undefined}
      />
      <LocationPicker
        terms={terms}
        locality={settings.theme.supports.locality ? 'optional' : 'off'}
        onChange={(value) => setLocation(value)}
        showErrors={submitted}
        countryLabel={t('courses.organizations.country')}
        localityLabel={t('courses.organizations.locality')}
        placeholder={t('courses.card.select')}
        countryRequiredLabel={t('courses.organizations.countryRequired')}
      />
      {creation.status === 'duplicate' && (
        <Alert role="alert">
          <p>{t('courses.organizations.duplicate', { name: name.trim() })}</p>
          <List aria-label={t('courses.organizations.results')}>
            {creation.matches.map((organization) => (
              <OrganizationRow key={organization.id} organization={organization} />
            ))}
          </List>
        </Alert>
      )}
      {creation.status === 'failed' && (
        <Alert role="alert">
          <p>{t('courses.organizations.failed', { message: creation.error?.message })}</p>
        </Alert>
      )}
      <div>
        <Button onClick={submit} disabled={busy}>
          {busy ? t('courses.organizations.creating') : t('courses.organizations.create')}
        </Button>
      </div>
    </Panel>
  );
}

/**
 * The organization a course is run for: found with the organization search, or created with name,
 * denomination, type and location after the unique check. The choice is in `organizations.chosen`.
 */
export function OrganizationPicker({
  error,
  focusSearch,
}: {
  error?: string;
  /** Puts focus in the search box: the member has just asked to change their organization. */
  focusSearch?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const chosen = useSelector(selectChosenOrganization);
  const [mode, setMode] = useState<'find' | 'create'>('find');
  if (chosen) {
    return (
      <ChosenOrganization
        organization={chosen}
        onChange={() => dispatch(organizationChosen(null))}
      />
    );
  }
  return (
    <Panel>
      {error && (
        <Alert role="alert">
          <p>{error}</p>
        </Alert>
      )}
      <Tabs>
        <Button
          variant={mode === 'find' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'find'}
          onClick={() => setMode('find')}
        >
          {t('courses.organizations.findTab')}
        </Button>
        <Button
          variant={mode === 'create' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'create'}
          onClick={() => setMode('create')}
        >
          {t('courses.organizations.createTab')}
        </Button>
      </Tabs>
      {mode === 'find' ? <FindOrganization focusSearch={focusSearch} /> : <CreateOrganization />}
    </Panel>
  );
}
