import type { Organization } from '@campus/api-client';
import { Button } from '@campus/ui';
import { useDispatch } from 'react-redux';
import { Item } from './OrganizationPicker.styles';
import { useTranslation } from '../../i18n';
import { Muted } from './parts';
import { organizationChosen } from './slice';

/** An organization found, offered to be chosen. */
export function OrganizationRow({ organization }: { organization: Organization }) {
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
        {t('organizations.choose')}
      </Button>
    </Item>
  );
}
