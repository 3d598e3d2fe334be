import type { Organization, Profile, RoleOption } from '@campus/api-client';
import { Button, LocationPicker, Select, Skeleton, Snackbar, TextField } from '@campus/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, type KeyUnder } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useSettings } from '../../kit/SettingsContext';
import { ChosenOrganization } from '../organizations/parts';
import { Form, Notice } from './formKit';
import { Actions } from '../../kit/ui';
import { ChangePassword } from './ChangePassword';
import { Group, Page, PageTitle, Panel } from './ProfileScreen.styles';
import {
  organizationSearchRequested,
  profileNoticeDismissed,
  profileOpened,
  profileSubmitted,
} from './slice';
import { selectPasswordSaved, selectProfile } from './selectors';
import { useDeferredResolver } from './useDeferredResolver';

interface ProfileValues {
  first_name: string;
  last_name: string;
  mobileNumber: string;
  birthday: string;
  country: number | null;
  locality: number | null;
  role: string;
}

const idOf = (value: unknown) => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? null : n;
};
const preferredRole = (profile: Profile) => {
  const chosen = (profile.preferences as Record<string, unknown> | undefined)?.role;
  return typeof chosen === 'string' ? chosen : '';
};

/**
 * The organization search, opened with none chosen: the member is changing the organization they
 * had (focus goes to its search box), or has none yet.
 */
const OrganizationSearch = lazy(() =>
  import('../organizations').then(({ OrganizationPicker, organizationFormOpened }) => ({
    default: function OrganizationSearch({ changing }: { changing: boolean }) {
      const dispatch = useDispatch();
      useEffect(() => {
        dispatch(organizationFormOpened({ chosen: null }));
      }, [dispatch]);
      return <OrganizationPicker focusSearch={changing} />;
    },
  })),
);

/** What the organization search has chosen, once it runs. */
const selectPickedOrganization = (state: { organizations?: { chosen: Organization | null } }) =>
  state.organizations?.chosen ?? null;

function DetailsForm({ profile, roles }: { profile: Profile; roles: RoleOption[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { theme } = useSettings();
  const { saving, saveError, organizationSearch } = useSelector(selectProfile);
  const picked = useSelector(selectPickedOrganization);
  const formId = useId();
  // The profile shows the organization it names, as just read from the server; the search opens
  // on Change, or at once for a member who has none.
  const [changing, setChanging] = useState(false);
  const savedOrganization = profile.organization ?? null;
  useEffect(() => setChanging(false), [savedOrganization?.id]);
  const searching = changing || savedOrganization === null;
  useEffect(() => {
    if (searching) dispatch(organizationSearchRequested());
  }, [dispatch, searching]);
  const organization = searching ? picked : savedOrganization;
  const p = (key: KeyUnder<'accounts.profile'>) => t(`accounts.profile.${key}`);
  const { resolver, touchProps } = useDeferredResolver<ProfileValues>((rules) =>
    rules.profileResolver(t),
  );
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      mobileNumber: profile.mobileNumber ?? '',
      birthday: typeof profile.birthday === 'string' ? profile.birthday.slice(0, 10) : '',
      country: idOf(profile.country),
      locality: idOf(profile.locality),
      role: preferredRole(profile),
    },
  });
  useEffect(() => {
    register('country');
    register('locality');
  }, [register]);
  const country = idOf(profile.country);
  const submit = handleSubmit((values) =>
    dispatch(
      profileSubmitted({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        mobileNumber: values.mobileNumber.trim(),
        birthday: values.birthday || null,
        country: values.country,
        locality: values.locality,
        organizationId: organization?.id ?? null,
        role: values.role,
      }),
    ),
  );
  return (
    <Panel aria-labelledby="profile-details">
      <h2 id="profile-details">{p('details')}</h2>
      <Form id={formId} noValidate onSubmit={submit} aria-busy={saving} {...touchProps}>
        <fieldset disabled={saving}>
          <TextField label={p('email')} value={profile.email} readOnly autoComplete="email" />
          <TextField
            label={p('firstName')}
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField label={p('lastName')} autoComplete="family-name" {...register('last_name')} />
          <TextField
            label={p('mobileNumber')}
            type="tel"
            autoComplete="tel"
            {...register('mobileNumber')}
          />
          <TextField
            label={p('birthday')}
            type="date"
            autoComplete="bday"
            {...register('birthday')}
          />
          <LocationPicker
            terms={theme.values.localities ?? []}
            locality={theme.supports.locality ? 'optional' : 'off'}
            defaultValue={
              country === null ? undefined : { country, locality: idOf(profile.locality) }
            }
            countryLabel={t('accounts.signup.country')}
            localityLabel={t('accounts.signup.locality')}
            placeholder={t('accounts.signup.select')}
            countryRequiredLabel={t('accounts.signup.countryRequired')}
            localityRequiredLabel={(label) =>
              t('accounts.signup.localityRequired', { label: label.toLowerCase() })
            }
            countrySearchLabel={t('accounts.signup.searchCountries')}
            localitySearchLabel={(label) =>
              t('accounts.signup.searchLocality', { label: label.toLowerCase() })
            }
            onChange={(value) => {
              setValue('country', value?.country ?? null);
              setValue('locality', value?.locality ?? null);
            }}
          />
          <Select
            label={p('role')}
            placeholder={p('selectRole')}
            options={roles.map((role) => ({ value: role.value, label: role.label }))}
            {...register('role')}
          />
        </fieldset>
      </Form>
      {/* The organization search is a form of its own, so it sits beside the details, not in them. */}
      <Group disabled={saving}>
        <legend>{p('organization')}</legend>
        {!searching ? (
          <ChosenOrganization organization={savedOrganization} onChange={() => setChanging(true)} />
        ) : organizationSearch === 'ready' ? (
          <Suspense fallback={<Skeleton height={48} />}>
            <OrganizationSearch changing={changing} />
          </Suspense>
        ) : (
          <Skeleton height={48} />
        )}
      </Group>
      {saveError && (
        <Notice $tone="error" role="alert">
          {saveError}
        </Notice>
      )}
      <Actions data-variant="form">
        <Button type="submit" form={formId} variant="primary" disabled={saving}>
          {saving ? p('saving') : p('save')}
        </Button>
      </Actions>
    </Panel>
  );
}

/** /user/profile: view and update the profile and change the password (logout is the menu's). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { status, profile, roles, error, saved } = useSelector(selectProfile);
  const passwordSaved = useSelector(selectPasswordSaved);
  const p = (key: KeyUnder<'accounts.profile'>) => t(`accounts.profile.${key}`);

  useEffect(() => {
    dispatch(profileOpened());
  }, [dispatch]);

  return (
    <Page>
      <PageTitle id="profile-title">{p('title')}</PageTitle>
      {(status === 'loading' || status === 'idle') && (
        <Panel aria-busy="true" aria-label={p('loading')}>
          <Skeleton width="40%" height={24} />
          <Skeleton width="100%" height={40} />
          <Skeleton width="100%" height={40} />
          <Skeleton width="100%" height={40} />
        </Panel>
      )}
      {status === 'error' && (
        <Panel>
          <Notice $tone="error" role="alert">
            <p>{p('loadError')}</p>
            {error && <p>{error}</p>}
          </Notice>
          <Actions data-variant="form">
            <Button variant="secondary" onClick={() => dispatch(profileOpened())}>
              {p('retry')}
            </Button>
          </Actions>
        </Panel>
      )}
      {status === 'ready' && profile && (
        <>
          <DetailsForm key={profile.id} profile={profile} roles={roles} />
          <ChangePassword />
        </>
      )}
      <Snackbar
        open={saved || passwordSaved}
        message={passwordSaved ? p('passwordChanged') : p('saved')}
        duration={4000}
        onClose={() => dispatch(profileNoticeDismissed())}
      />
    </Page>
  );
}

export default ProfileScreen;
