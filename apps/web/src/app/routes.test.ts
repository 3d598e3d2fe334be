/** @jest-environment node */
import { isAppPath } from '@campus/server/testing';
import type { RouteObject } from 'react-router-dom';
import { lateRoutes } from './lateRoutes';
import { createRoutes } from './routes';
import { testServices } from './testing';

/** Every address the route table opens a screen at, with its parameters filled in. */
function addresses(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/:[a-zA-Z]+/g, 'sample')}`
      : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...addresses(route.children ?? [], path)];
  });
}

test('the server’s app paths (its 200s) take in every screen of the route table, and no more', () => {
  const { services } = testServices();
  const table = addresses(createRoutes(services, lateRoutes(services)));
  expect(table).toEqual(
    expect.arrayContaining([
      '/',
      '/dashboard',
      '/user/signon',
      '/training/sample/sample',
      '/certificates/sample',
    ]),
  );
  expect(table.filter((path) => !isAppPath(path))).toEqual([]);
  expect(isAppPath('/dashboard/sample')).toBe(false);
});
