import { useTranslation } from '../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../kit/Link';
import { focusRing } from '@campus/ui';
import { styled } from 'styled-components';
import type { AppSettings } from '../kit/settings';
import { searchFocusRequested } from '../kit/events';
import { selectBuildHash } from '../features/app-status';
import {
  logoutRequested,
  selectIsAdministrator,
  selectLoggedIn,
  selectMayCreateCourse,
  selectProfileLabel,
  selectSeesTrainingDespiteTheme,
} from '../features/session';
import {
  colorModeChosen,
  languageChosen,
  languageMenuToggled,
  menuToggled,
  searchPanelToggled,
  type ColorMode,
} from './slice';
import { useIsMobile } from './useIsMobile';
import { useSecretUnlock } from './useSecretUnlock';
import { selectSearchPanelOpen, selectShell } from './selectors';

export const MENU_WIDTH = 225;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  inline-size: ${MENU_WIDTH}px;
  box-sizing: border-box;
  padding: 16px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 767.98px) {
    inline-size: auto;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const List = styled.ul`
  display: contents;
  list-style: none;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  @media (max-width: 767.98px) {
    flex-basis: 100%;
  }
`;

const itemStyles = `
  display: flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: 12px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

const Logo = styled(NavLink)`
  ${itemStyles}
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

const Item = styled(NavLink)`
  ${itemStyles}
  &.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  ${focusRing}
`;

const Action = styled.button`
  ${itemStyles}
  text-align: start;
  ${focusRing}
`;

/** The phone's menu button: at the top bar's end, drawn as a button, its icon showing its state. */
const MenuButton = styled.button`
  ${itemStyles}
  gap: 8px;
  margin-inline-start: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  & svg {
    inline-size: 20px;
    block-size: 20px;
    flex: none;
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

/** Three bars while the menu is closed, a cross while it is open (the button says which too). */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'} />
    </svg>
  );
}

/** The language in use, beside the languages on offer (always shown; pinned by Shell.test.tsx). */
const CurrentLanguage = styled.span`
  ${itemStyles}
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

const External = styled.a`
  ${itemStyles}
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  font-size: 0.875rem;
  & select {
    min-block-size: 36px;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 4px;
  }
`;

const Secret = styled.p`
  margin: 0;
  padding-inline: 12px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The language the page is in, by its own name. */
function useCurrentLanguage(settings: AppSettings) {
  const { locale, languages } = settings.locale;
  const language = languages.find((candidate) => candidate.code === locale);
  return { code: locale, name: language?.native_name || language?.label || locale };
}

/** The languages the menu offers. */
function useLanguageChoices(settings: AppSettings) {
  const admin = useSelector(selectIsAdministrator);
  const { locale, languages } = settings.locale;
  return languages.filter(
    (language) => language.code !== locale && (language.public || (admin && language.selected)),
  );
}

/** Side menu (a top bar below 768 px) with its visibility rules (pinned by Shell.test.tsx). */
export function SideMenu({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const mobile = useIsMobile();
  const loggedIn = useSelector(selectLoggedIn);
  const mayCreateCourse = useSelector(selectMayCreateCourse);
  const profile = useSelector(selectProfileLabel);
  const { menuOpen, languageMenuOpen, colorMode } = useSelector(selectShell);
  const searchPanelOpen = useSelector(selectSearchPanelOpen);
  const languages = useLanguageChoices(settings);
  const current = useCurrentLanguage(settings);
  const secret = useSecretUnlock();
  const buildLabel = useSelector(selectBuildHash);
  const onSearchPage = useLocation().pathname === '/search';

  const { theme, locale } = settings;
  const trainingAllowed = useSelector(selectSeesTrainingDespiteTheme);
  const training = locale.training.enable && (!theme.supports.disable_training || trainingAllowed);
  const search = theme.supports.search === true && !mobile;
  const support =
    typeof theme.values.support_site_url === 'string' ? theme.values.support_site_url : null;
  const expanded = !mobile || menuOpen;

  return (
    <Menu aria-label={t('menu.label')}>
      <Logo to="/" aria-label={t('menu.home')} onClick={secret.onClick}>
        Campus
      </Logo>
      {mobile && (
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="campus-menu-items"
          onClick={() => dispatch(menuToggled())}
        >
          <MenuIcon open={menuOpen} />
          {t('menu.more')}
        </MenuButton>
      )}
      {expanded && (
        <Group id="campus-menu-items">
          <List>
            {loggedIn && (
              <li>
                <Item to="/dashboard">{t('menu.dashboard')}</Item>
              </li>
            )}
            {!mobile && (
              <li>
                <Item to="/courses" end>
                  {t('menu.activeCourses')}
                </Item>
              </li>
            )}
            {!mobile && (
              <li>
                <Item to="/course-library">{t('menu.courseLibrary')}</Item>
              </li>
            )}
            {training && (
              <li>
                <Item to="/training">{t('menu.learningCentre')}</Item>
              </li>
            )}
            {search && (
              <li>
                <Action
                  type="button"
                  aria-expanded={searchPanelOpen}
                  aria-controls="campus-search-panel"
                  // On a search page the button only focuses the search box (pinned by
                  // SearchPanel.test.tsx).
                  onClick={() =>
                    dispatch(onSearchPage ? searchFocusRequested() : searchPanelToggled())
                  }
                >
                  {t('menu.search')}
                </Action>
              </li>
            )}
          </List>
          <List>
            {mayCreateCourse && (
              <li>
                <Item to="/courses/new/step/1/">{t('menu.createCourse')}</Item>
              </li>
            )}
            {!loggedIn && (
              <li>
                <Item to="/user/signon">{t('menu.login')}</Item>
              </li>
            )}
            {loggedIn && profile && (
              <li>
                <Item to="/user/profile">
                  <bdi>{profile}</bdi>
                </Item>
              </li>
            )}
            {loggedIn && (
              <li>
                <Action type="button" onClick={() => dispatch(logoutRequested())}>
                  {t('menu.logout')}
                </Action>
              </li>
            )}
            {support && (
              <li>
                <External href={support} target="_blank" rel="noopener noreferrer">
                  {t('menu.support')}
                </External>
              </li>
            )}
          </List>
          {languages.length > 0 ? (
            <div>
              <Action
                type="button"
                aria-expanded={languageMenuOpen}
                aria-controls="campus-languages"
                onClick={() => dispatch(languageMenuToggled())}
              >
                {/* One inline run: the button lays its children out as flex items, which drops the space. */}
                <span>
                  {t('menu.languages')}: <span lang={current.code}>{current.name}</span>
                </span>
              </Action>
              {languageMenuOpen && (
                <List id="campus-languages">
                  {languages.map((language) => (
                    <li key={language.code}>
                      <Action
                        type="button"
                        lang={language.code}
                        onClick={() => dispatch(languageChosen(language.code))}
                      >
                        {language.native_name || language.label}
                      </Action>
                    </li>
                  ))}
                </List>
              )}
            </div>
          ) : (
            <CurrentLanguage>
              {t('menu.language')}: <span lang={current.code}>{current.name}</span>
            </CurrentLanguage>
          )}
          <Field>
            {t('darkMode.label')}
            <select
              value={colorMode}
              onChange={(event) => dispatch(colorModeChosen(event.target.value as ColorMode))}
            >
              <option value="system">{t('darkMode.system')}</option>
              <option value="dark">{t('darkMode.on')}</option>
              <option value="light">{t('darkMode.off')}</option>
            </select>
          </Field>
          {secret.unlocked && buildLabel && <Secret>{buildLabel}</Secret>}
        </Group>
      )}
    </Menu>
  );
}
