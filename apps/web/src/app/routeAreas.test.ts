import type { RouteObject } from 'react-router-dom';
import type { AreaName, Areas } from '../kit/areas';
import { createRoutes } from './routes';
import { testServices } from './testing';

function find(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = find(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

test.each<[string, AreaName[]]>([
  ['course-library', ['courses', 'organizations']],
  // Through its handle: the run's resource cards open the resources area's modal.
  ['courses/run/:slug', ['courses', 'organizations', 'resources']],
  // Its Continue learning reads the Learning Centre's progress.
  ['dashboard', ['courses', 'resources', 'training']],
  ['resources', ['resources']],
  ['search', ['search', 'resources']],
  // Its organization search starts when the member asks to change their organization.
  ['user/profile', ['accounts']],
])('%s opens once the areas its screen uses run', async (path, expected) => {
  const asked: AreaName[][] = [];
  const areas: Areas = {
    attach: () => undefined,
    ensure: (...names) => {
      asked.push(names);
      return Promise.resolve();
    },
    load: (chunk) => chunk(),
  };
  const route = find(createRoutes(testServices({ areas }).services), path);
  await (route?.lazy as () => Promise<unknown>)();
  expect(asked).toEqual([expected]);
});
