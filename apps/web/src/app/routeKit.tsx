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
    // A grouping route (children, nothing of its own to show) leaves the waiting to its children:
    // a failed lazy on it would hide its own error boundary, leaving the content area blank.
    if (route.children && !route.element && !route.Component)
      return { ...route, ...children } as RouteObject;
    return { ...route, ...children, lazy: async () => (await ready(), {}) } as RouteObject;
  });
}
