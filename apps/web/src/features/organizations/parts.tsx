import type { Organization } from '@campus/api-client';
import { Button } from '@campus/ui';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

/**
 * The organization already chosen, with Change to pick another: the organization picker's own view
 * of its choice, and the profile's of the member's organization. Apart from the picker, so the
 * profile loads the organization search only when the member asks for it.
 */
export function ChosenOrganization({
  organization,
  onChange,
}: {
  organization: Organization;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Chosen>
      <p role="status">
        {t('organizations.chosen', { name: organization.name })}
        {organization.formatted_address && (
          <Muted>
            <bdi>{organization.formatted_address}</bdi>
          </Muted>
        )}
      </p>
      <Button variant="text" onClick={onChange}>
        {t('organizations.change')}
      </Button>
    </Chosen>
  );
}
