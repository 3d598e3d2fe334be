import type { RouteObject } from 'react-router-dom';
import { loadAreaTexts } from '../i18n';
import type { AreaName, AreaRouteHandle, Areas } from '../kit/areas';

/**
 * Makes each of `routes` (and their children) wait for the named areas' sagas and texts, and those
 * its handle names, before opening, so a screen's first dispatch always finds its saga running and
 * its first render its words.
 */
export function withAreas(
  areas: Areas,
  areaNames: AreaName[],
  routes: RouteObject[],
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const names = [...areaNames, ...((route.handle as AreaRouteHandle | undefined)?.areas ?? [])];
    // An area's texts come with it, however its sagas start (tests start them all at once).
    const ready = () => Promise.all([areas.ensure(...names), loadAreaTexts(names)]);
    const children = route.children ? { children: withAreas(areas, names, route.children) } : {};
    const { lazy } = route;
    if (typeof lazy === 'function') {
      return {
        ...route,
        ...children,
        lazy: async () => (await Promise.all([areas.load(lazy), ready()]))[0],
      } as RouteObject;
    }
    if (lazy) {
      const wrapped = Object.fromEntries(
        Object.entries(lazy).map(([key, load]) => [
          key,
          async () => (await Promise.all([areas.load(load as () => Promise<unknown>), ready()]))[0],
        ]),
      );
      return { ...route, ...children, lazy: wrapped } as RouteObject;
    }
    // A grouping route (children, nothing of its own to show) leaves the waiting to its children:
    // a failed lazy on it would hide its own error boundary, leaving the content area blank.
    if (route.children && !route.element && !route.Component)
      return { ...route, ...children } as RouteObject;
    return { ...route, ...children, lazy: async () => (await ready(), {}) } as RouteObject;
  });
}

/** Nothing of its own: the host page's static preloader covers the start until the shell removes it. */
export function StartupFallback() {
  return null;
}

/**
 * Gives every route the start-up fallback: the router renders the fallback of whichever route is
 * still loading on the first render, and warns in the console where it finds none.
 */
export function withStartupFallback(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        HydrateFallback: StartupFallback,
        ...(route.children && { children: withStartupFallback(route.children) }),
      }) as RouteObject,
  );
}
