import { Button, LocationPicker, Select, TextField, type LocationValue } from '@campus/ui';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../kit/SettingsContext';
import { Alert, List, Panel } from './OrganizationPicker.styles';
import { OrganizationRow } from './OrganizationRow';
import { selectOrganizationCreation, selectOrganizationOptions } from './selectors';
import { organizationCreationSubmitted } from './slice';

interface Touched {
  name?: string;
  denomination?: string;
  type?: string;
}

/**
 * A new organization: name, denomination, type and location, created after the unique check; a
 * duplicate name offers the organizations it matched instead.
 */
export function CreateOrganization() {
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
    name: name.trim() ? undefined : t('organizations.nameRequired'),
    denomination: denomination ? undefined : t('organizations.denominationRequired'),
    type: type ? undefined : t('organizations.typeRequired'),
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
          <p>{t('organizations.optionsFailed')}</p>
        </Alert>
      )}
      <TextField
        label={t('organizations.name')}
        value={name}
        required
        onChange={(e) => setName(e.target.value)}
        error={submitted ? errors.name : undefined}
      />
      <Select
        label={t('organizations.denomination')}
        placeholder={t('courses.card.select')}
        required
        options={options.denominations.map((d) => ({ value: String(d.id), label: d.name }))}
        value={denomination}
        onChange={(e) => setDenomination(e.target.value)}
        error={submitted ? errors.denomination : undefined}
      />
      <Select
        label={t('organizations.type')}
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
        countryLabel={t('organizations.country')}
        localityLabel={t('organizations.locality')}
        placeholder={t('courses.card.select')}
        countryRequiredLabel={t('organizations.countryRequired')}
      />
      {creation.status === 'duplicate' && (
        <Alert role="alert">
          <p>{t('organizations.duplicate', { name: name.trim() })}</p>
          <List aria-label={t('organizations.results')}>
            {creation.matches.map((organization) => (
              <OrganizationRow key={organization.id} organization={organization} />
            ))}
          </List>
        </Alert>
      )}
      {creation.status === 'failed' && (
        <Alert role="alert">
          <p>{t('organizations.failed', { message: creation.error?.message })}</p>
        </Alert>
      )}
      <div>
        <Button onClick={submit} disabled={busy}>
          {busy ? t('organizations.creating') : t('organizations.create')}
        </Button>
      </div>
    </Panel>
  );
}
