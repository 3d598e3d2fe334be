/** @jest-environment node */
import { until } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import {
  courseCreationStarted,
  courseCreationSubmitted,
  libraryRequested,
  myCoursesRequested,
  purchaseSubmitted,
  seriesRequested,
} from './slice';
import { campusServices, stopStore } from '../../testing/kit';
import type { AppStore } from '../../app/store';

// Who owns what in the demo store: the member runs Foundations and Growing Together; the newbie
// and the translator own no paid series but Leading Teams, so buying or creating changes no one
// else's answers in this file.
const NEWBIE = 'newbie@campus.test';
const TRANSLATOR = 'translator@campus.test';

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

const card = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: new Date().getFullYear() + 2,
  cvc: '123',
  name: 'Maya Member',
});
/** Web analytics on, as a theme would configure it, so the course events land in `dataLayer`. */
const withWebAnalytics = {
  theme: {
    tracking: {
      'google-analytics': { accounts: [{ id: 'G-TEST', pageviews: true, events: true }] },
    },
    values: { tracking: { gaScriptUrl: '/ga/gtag.js' } },
  },
};

test('the library marks the series the member runs; a visitor runs none', async () => {
  const visitor = await campusServices(campus, { signedIn: false });
  store = visitor.store;
  store.dispatch(libraryRequested());
  await until(() => store!.getState().courses.library.status === 'ready');
  expect(store.getState().courses.library.items.map((p) => [p.slug, p.active])).toEqual([
    ['foundations', false],
    ['growing-together', false],
    ['leading-teams', false],
    ['first-steps', false],
  ]);
  stopStore(store);

  const member = await campusServices(campus);
  store = member.store;
  store.dispatch(libraryRequested());
  await until(() => store!.getState().courses.library.status === 'ready');
  expect(store.getState().courses.library.items.map((p) => [p.slug, p.active])).toEqual([
    ['foundations', true],
    ['growing-together', true],
    ['leading-teams', false],
    ['first-steps', false],
  ]);
});

test('a paid series the member does not run is locked; a declined card keeps it locked with the server message', async () => {
  ({ store } = await campusServices(campus));
  store.dispatch(seriesRequested({ slug: 'leading-teams' }));
  await until(() => store!.getState().courses.series.status === 'locked');
  expect(store.getState().courses.series.error).toEqual({
    code: 'rest_forbidden_product',
    message: 'You need to be running Leading Teams in order to have access to this resource.',
  });

  store.dispatch(
    purchaseSubmitted({ product: { id: 3, blog_id: 1 }, card: card('4000000000000002') }),
  );
  await until(() => store!.getState().courses.purchase.status === 'failed');
  expect(store.getState().courses.purchase.error).toEqual({
    code: 'card_declined',
    message: 'Your card was declined.',
  });
  expect(store.getState().courses.series.status).toBe('locked');
});

test('a purchase opens the series and refreshes the library flags that the cache held', async () => {
  ({ store } = await campusServices(campus, { email: TRANSLATOR }));
  store.dispatch(libraryRequested());
  await until(() => store!.getState().courses.library.status === 'ready');
  expect(
    store.getState().courses.library.items.find((p) => p.slug === 'leading-teams')?.active,
  ).toBe(false);
  store.dispatch(seriesRequested({ slug: 'leading-teams' }));
  await until(() => store!.getState().courses.series.status === 'locked');

  store.dispatch(
    purchaseSubmitted({ product: { id: 3, blog_id: 1 }, card: card('4242424242424242') }),
  );
  await until(() => store!.getState().courses.series.status === 'ready');
  expect(store.getState().courses.purchase.status).toBe('succeeded');
  const series = store.getState().courses.series.item!;
  expect(series.slug).toBe('leading-teams');
  expect(series.resources).toHaveLength(9);
  expect(series.resources[0]?.title).toBe('Leading Teams week 1 Session video: Feedback');
  await until(
    () =>
      store!.getState().courses.library.items.find((p) => p.slug === 'leading-teams')?.active ===
      true,
  );
  expect(
    store.getState().courses.library.items.find((p) => p.slug === 'leading-teams')?.active,
  ).toBe(true);
});

test('an unknown series fails with the server message rather than locking', async () => {
  ({ store } = await campusServices(campus));
  store.dispatch(seriesRequested({ slug: 'no-such-series' }));
  await until(() => store!.getState().courses.series.status === 'failed');
  expect(store.getState().courses.series.error).toEqual({
    code: 'rest_course_invalid',
    message: 'That series could not be found.',
  });
});

test('creating a course sends CreateCourse when the flow starts and CourseCreatedSuccessfully with its id', async () => {
  const kit = await campusServices(campus, { email: NEWBIE, hostSettings: withWebAnalytics });
  store = kit.store;
  store.dispatch(courseCreationStarted());
  expect(kit.globals.dataLayer).toContainEqual(['event', 'CreateCourse', { send_to: ['G-TEST'] }]);

  store.dispatch(
    courseCreationSubmitted({
      product: { id: 4, blog_id: 1 },
      title: ' Spring group ',
      startDate: '2026-03-02',
      organizationId: 5,
      acknowledged: true,
    }),
  );
  await until(() => store!.getState().courses.creation.status === 'created');
  const course = store.getState().courses.creation.course!;
  expect(course).toMatchObject({
    title: 'Spring group',
    slug: 'first-steps',
    start_date: '2026-03-02',
    organization_id: 5,
  });
  expect(kit.globals.dataLayer).toContainEqual([
    'event',
    'CourseCreatedSuccessfully',
    { courseId: course.id, send_to: ['G-TEST'] },
  ]);
  // The member's runs are read again, so the new one is listed at once.
  await until(() => store!.getState().courses.mine.items.length === 1);
  expect(store.getState().courses.mine.items[0]?.id).toBe(course.id);
});

test('a course of a paid series not bought fails with the server message and no success event', async () => {
  const kit = await campusServices(campus, { hostSettings: withWebAnalytics });
  store = kit.store;
  store.dispatch(
    courseCreationSubmitted({
      product: { id: 3, blog_id: 1 },
      title: '',
      startDate: '2026-03-02',
      organizationId: 5,
      acknowledged: true,
    }),
  );
  await until(() => store!.getState().courses.creation.status === 'failed');
  expect(store.getState().courses.creation.error).toEqual({
    code: 'product_not_purchased',
    message: 'Purchase Leading Teams before creating a course with it.',
  });
  expect(
    kit.globals.dataLayer?.some(
      (entry) => Array.isArray(entry) && entry[1] === 'CourseCreatedSuccessfully',
    ),
  ).toBe(false);
});

test('the member runs come with the library, whose weeks and sessions they need', async () => {
  ({ store } = await campusServices(campus));
  store.dispatch(myCoursesRequested());
  await until(
    () =>
      store!.getState().courses.mine.status === 'ready' &&
      store!.getState().courses.library.status === 'ready',
  );
  expect(store.getState().courses.mine.items.map((c) => c.title)).toEqual([
    'Growing Together, couples evening',
    'Foundations, spring group',
  ]);
  const library = store.getState().courses.library.items;
  expect(library).toHaveLength(4);
  expect(library.find((p) => p.slug === 'foundations')).toMatchObject({
    weeks: 8,
    sessions: expect.arrayContaining([{ week: 1, title: 'Week 1: Welcome' }]),
  });
});
