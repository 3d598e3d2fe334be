import type BackToTop from './BackToTop';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useTranslation } from '../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { ErrorScreen } from '../kit/ErrorScreen';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigationPending } from '../kit/router';
import { focusRing, visuallyHidden } from '@campus/ui';
import { styled } from 'styled-components';
import { useSettings } from '../kit/SettingsContext';
import { RestartNotice } from '../features/app-status';
import { BlockedRoleModal } from '../features/session';
import { SearchPanel } from './SearchPanel';
import { CookieBanner } from './CookieBanner';
import { SideMenu } from './SideMenu';
import { MENU_WIDTH } from './SideMenu.styles';
import { SlowHint } from '../kit/SlowHint';
import { selectAreaStarted, selectErrorPage, type ShellRoot } from './selectors';
import { navigated } from '../kit/events';
import { usePageArrival } from './usePageArrival';

const Frame = styled.div`
  min-block-size: 100vh;
  display: grid;
  grid-template-columns: ${MENU_WIDTH}px 1fr;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Main = styled.main`
  min-inline-size: 0;
  padding: 24px;

  &:focus,
  h1[tabindex='-1']:focus {
    outline: none;
  }
`;

/** The first Tab stop of every page (WCAG 2.4.1): hidden until it has focus. */
const SkipLink = styled.a`
  position: fixed;
  inset-block-start: 8px;
  inset-inline-start: 8px;
  z-index: 1200;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  ${focusRing}

  &:not(:focus) {
    ${visuallyHidden}
  }
`;

const Announcer = styled.p`
  ${visuallyHidden}
`;

const Loader = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  z-index: 1100;
`;

/**
 * Full-screen while a navigation runs; the first hide removes the static preloader (pinned by
 * PageLoader.test.tsx).
 */
function PageLoader() {
  const { t } = useTranslation();
  const busy = useNavigationPending();
  const first = useRef(true);
  useEffect(() => {
    if (busy || !first.current) return;
    first.current = false;
    document.getElementById('campus-preloader')?.remove();
  }, [busy]);
  return busy ? (
    <Loader role="status">
      <div>
        {t('loader.label')}
        <SlowHint />
      </div>
    </Loader>
  ) : null;
}

/**
 * Back-to-top, whose code (and the button) arrives with the page's first scroll rather than in the
 * first script: a page that is never scrolled needs none of it. Its code not coming (the connection
 * gone) shows no button, and the next scroll asks again; a button is no reason to fail the page.
 */
function BackToTopOnScroll() {
  const [shown, setShown] = useState<{ button: typeof BackToTop; from: number } | null>(null);
  useEffect(() => {
    let current = true;
    const onScroll = () => {
      const from = window.scrollY;
      import('./BackToTop').then(
        (code) => current && setShown({ button: code.default, from }),
        () => current && window.addEventListener('scroll', onScroll, { passive: true, once: true }),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      current = false;
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!shown) return null;
  const { button: Button, from } = shown;
  return <Button from={from} />;
}

// The resources area's modal opens from its cards, so it has nothing to show before the area starts,
// and by then its code is here.
const ResourcesModals = lazy(() =>
  import('../features/resources').then((resources) => ({ default: resources.ResourceModalHost })),
);

/**
 * Holds links offline (README, "Offline"): wanted once the member moves in the app, not by the
 * first screen. Its code not coming (the connection gone already) leaves links as they are. Put in
 * place as soon as its code is here, not through a Suspense boundary, whose reveal React may hold
 * back for a moment in which a press would go unheld (ShellCodeFailures.test.tsx).
 */
function useOfflineHold(wanted: boolean): ComponentType | null {
  const [hold, setHold] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('./OfflineHold').then(
      (code) => current && setHold(() => code.default),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return hold;
}

function ResourcesModalsOnceStarted() {
  const started = useSelector((state: ShellRoot) => selectAreaStarted(state, 'resources'));
  return started ? (
    <Suspense fallback={null}>
      <ResourcesModals />
    </Suspense>
  ) : null;
}

/** The application frame: side menu (top bar below 768 px), the routed page, global notices. */
export function Shell() {
  const settings = useSettings();
  const dispatch = useDispatch();
  const { pathname, search, key } = useLocation();
  const errorPage = useSelector(selectErrorPage);
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const arrival = usePageArrival(mainRef, pathname);
  // A move is a location other than the one the page opened at. Not a key other than `default`:
  // a page reloaded after moves opens with the key its history entry kept, which the server's
  // render cannot know, so the hold would be in the browser's first render and not in the
  // prerendered page's, and hydration would fail and throw away what was typed meanwhile.
  const firstKey = useRef(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey.current) setMoved(true);
  const OfflineHold = useOfflineHold(moved);

  // Handled here rather than by the fragment link, which the router would take for a navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  // In the commit that shows the page, not after it: a press on the new screen before React ran its
  // effects (the app drawing or hydrating the first screen) would otherwise be undone by the
  // arrival closing the menu, the search panel and any resource (e2e/search-panel.spec.ts).
  // Keyed by the navigation too: a menu link that ends back on the page it left (a guard sending a
  // visitor to the sign-on they were on) is still an arrival (pinned by Shell.test.tsx).
  useLayoutEffect(() => {
    dispatch(navigated({ pathname, search }));
  }, [dispatch, pathname, search, key]);

  return (
    <Frame>
      <SkipLink href="#main" onClick={skipToContent}>
        {t('skipToContent')}
      </SkipLink>
      <SideMenu settings={settings} />
      <SearchPanel />
      <Main id="main" ref={mainRef} tabIndex={-1}>
        {errorPage ? <ErrorScreen errors={errorPage} /> : <Outlet />}
      </Main>
      <Announcer aria-live="polite" aria-atomic="true" data-page-arrival="">
        {arrival}
      </Announcer>
      <PageLoader />
      {OfflineHold && <OfflineHold />}
      <BackToTopOnScroll />
      <CookieBanner />
      <RestartNotice />
      <ResourcesModalsOnceStarted />
      <BlockedRoleModal />
    </Frame>
  );
}
