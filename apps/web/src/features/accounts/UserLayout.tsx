import { Button } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { Outlet, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';

const Backdrop = styled.div<{ $image?: string }>`
  min-block-size: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background-color: ${({ theme }) => theme.color.background};
  background-image: ${({ $image }) => ($image ? `url("${$image.replace(/["\\]/g, '')}")` : 'none')};
  background-size: cover;
  background-position: center;

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Bar = styled.div`
  inline-size: min(100%, 480px);
  margin-inline: auto;
  margin-block-end: ${({ theme }) => theme.space(2)};
`;

// Over the theme's background image an outlined button has nothing to stand on: give it the
// form's own surface, so it keeps the contrast it has on the page.
const BackButton = styled(Button)`
  && {
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** The /user shell, with a Back control and the theme's sign-on background. */
export function UserLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { theme } = useSettings();
  const image = theme.values.signon_bg_image;
  const goBack = () => {
    // Opened in a fresh tab (nothing to go back to): Back leads home instead of doing nothing.
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <Backdrop
      $image={typeof image === 'string' && image ? image : undefined}
      data-testid="signon-area"
    >
      <Bar>
        <BackButton variant="secondary" onClick={goBack}>
          {t('accounts.back')}
        </BackButton>
      </Bar>
      <Outlet />
    </Backdrop>
  );
}

export default UserLayout;
