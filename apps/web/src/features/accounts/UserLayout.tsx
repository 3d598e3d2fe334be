import { Button } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { Outlet, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSettings } from '../../kit/SettingsContext';
import { CardTop } from './formKit';

// The card sits in the middle of the image, however short the form, rather than at the top of an
// empty stretch of it.
const Backdrop = styled.div<{ $image?: string }>`
  display: flex;
  flex-direction: column;
  min-block-size: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background-color: ${({ theme }) => theme.color.background};
  background-image: ${({ $image }) => ($image ? `url("${$image.replace(/["\\]/g, '')}")` : 'none')};
  background-size: cover;
  background-position: center;

  & > * {
    margin-block: auto;
  }

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

// A quiet control at the top of the card, on the form's own surface; its arrow points back in
// either reading direction.
const BackButton = styled(Button)`
  && {
    margin-block-end: ${({ theme }) => theme.space(2)};
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space(2)});
    padding-inline: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.color.surface};
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
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
      <CardTop.Provider
        value={
          <BackButton variant="text" onClick={goBack}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 18l-6-6 6-6" />
            </svg>
            {t('accounts.back')}
          </BackButton>
        }
      >
        <Outlet />
      </CardTop.Provider>
    </Backdrop>
  );
}

export default UserLayout;
