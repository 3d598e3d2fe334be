import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useHydrated } from '../kit/useHydrated';
import { selectCookieBannerVisible } from './selectors';

// Most pages are opened by people who agreed long ago: the banner's look and texts come only to
// those it shows to, outside every route's first script (apps/web README, "Budget").
const CookieBannerBody = lazy(() => import('./CookieBannerBody'));

/** Shown until consent is stored (pinned by Shell.test.tsx). */
export function CookieBanner() {
  // A prerendered page is the same for everyone; whether this browser has agreed is known here only.
  const hydrated = useHydrated();
  const visible = useSelector(selectCookieBannerVisible) && hydrated;
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerBody />
    </Suspense>
  );
}
