import { useTranslation } from '../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
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
import {
  Action,
  CurrentLanguage,
  External,
  Field,
  Group,
  Item,
  List,
  Logo,
  Menu,
  MenuButton,
  Secret,
} from './SideMenu.styles';
import { useIsMobile } from './useIsMobile';
import { useSecretUnlock } from './useSecretUnlock';
import { selectSearchPanelOpen, selectShell } from './selectors';

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
