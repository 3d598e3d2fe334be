import { until } from '@campus/api-client/testing';
import { startCampus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { campusServices } from '../../testing/kit';
import { navigated } from '../../kit/events';
import { featuresConfigReceived } from '../app-status';
import { profileSaved, sessionEnded, sessionStarted } from '../session';
import { chatEventSent, trackCourseCreated, trackCreateCourse } from './slice';

let store: AppStore | undefined;
afterEach(() => store?.rootTask.cancel());

/**
 * A store on these host settings, once the tracking code they switch on has set itself up. The
 * store asked for the tracking chunk (if at all) as it started, before this test asks for it, so
 * the test's copy arrives after the store's and the set-up that follows it (without yielding).
 */
async function start(hostSettings: unknown) {
  const kit = testServices({ hostSettings });
  store = createAppStore(kit.services);
  await import('./tracking');
  return { ...kit, store };
}

const matomo = { trackerJSHost: 'http://127.0.0.1:8/stats/', siteId: '7' };

test('nothing loads and nothing is queued when no service is configured', async () => {
  const { store, scripts, globals } = await start({});
  store.dispatch(navigated({ pathname: '/dashboard', search: '' }));
  expect(scripts).toEqual([]);
  expect(globals).toEqual({});
});

test('the second analytics service loads from its host and records a page view per route change', async () => {
  const { store, scripts, globals } = await start({ theme: { tracking: { matomo } } });
  expect(scripts).toEqual(['http://127.0.0.1:8/stats/matomo.js']);
  store.dispatch(navigated({ pathname: '/dashboard', search: '' }));
  store.dispatch(navigated({ pathname: '/search', search: '?q=leaders' }));
  expect(globals._paq).toEqual(
    expect.arrayContaining([
      ['setSiteId', '7'],
      ['setCustomUrl', '/dashboard'],
      ['setCustomUrl', '/search?q=leaders'],
    ]),
  );
  expect(globals._paq?.filter((entry) => (entry as string[])[0] === 'trackPageView')).toHaveLength(
    2,
  );
});

test('a configuration without siteId only warns', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { scripts, globals } = await start({
    theme: { tracking: { matomo: { trackerJSHost: 'http://127.0.0.1:8/' } } },
  });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('trackerJSHost or siteId'));
  expect(scripts).toEqual([]);
  expect(globals._paq).toBeUndefined();
  warn.mockRestore();
});

test('web analytics loads Google’s loader from the host settings’ accounts alone, and sends page views, login attributes, logout and the course events', async () => {
  const { store, scripts, globals } = await start({
    theme: {
      tracking: {
        'google-analytics': { accounts: [{ id: 'G-1', pageviews: true, events: true }] },
      },
    },
  });
  expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-1']);
  store.dispatch(navigated({ pathname: '/courses', search: '' }));
  store.dispatch(
    sessionStarted({ id: 4, email: 'a@example.com', roles: ['subscriber'], country: 'KE' }),
  );
  store.dispatch(trackCreateCourse());
  store.dispatch(trackCourseCreated({ courseId: 12 }));
  store.dispatch(sessionEnded());
  expect(globals.dataLayer).toEqual(
    expect.arrayContaining([
      ['config', 'G-1', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/courses', send_to: ['G-1'] }],
      ['set', 'user_properties', { loggedIn: true, id: 4, country: 'KE', role: 'subscriber' }],
      ['event', 'CreateCourse', { send_to: ['G-1'] }],
      ['event', 'CourseCreatedSuccessfully', { courseId: 12, send_to: ['G-1'] }],
      ['set', 'user_properties', { loggedIn: false }],
    ]),
  );
});

test('each web-analytics account gets only what its pageviews and events flags ask for', async () => {
  const { store, scripts, globals } = await start({
    theme: {
      tracking: {
        'google-analytics': {
          accounts: [
            { id: 'G-PAGES', pageviews: true, events: false },
            { id: 'G-EVENTS', pageviews: false, events: true },
            { id: 'G-BOTH', pageviews: true, events: true },
          ],
        },
      },
      // A site that proxies Google's loader names its own address.
      values: { tracking: { gaScriptUrl: 'http://127.0.0.1:8/gtag.js' } },
    },
  });
  expect(scripts).toEqual(['http://127.0.0.1:8/gtag.js']);
  store.dispatch(navigated({ pathname: '/dashboard', search: '' }));
  store.dispatch(trackCreateCourse());
  const events = (globals.dataLayer as unknown[][]).filter((entry) => entry[0] === 'event');
  expect(events).toEqual([
    ['event', 'page_view', { page_path: '/dashboard', send_to: ['G-PAGES', 'G-BOTH'] }],
    ['event', 'CreateCourse', { send_to: ['G-EVENTS', 'G-BOTH'] }],
  ]);
});

test('customer chat boots on login, updates on profile save and shuts down on logout', async () => {
  const { store, scripts, globals } = await start({
    theme: {
      values: { tracking: { chat: { appId: 'app-1', scriptUrl: 'http://127.0.0.1:8/chat.js' } } },
    },
  });
  const calls: unknown[][] = [];
  globals.Intercom = (...args) => void calls.push(args);
  expect(scripts).toEqual(['http://127.0.0.1:8/chat.js']);
  store.dispatch(sessionStarted({ id: 4, email: 'a@example.com', roles: ['member'] }));
  store.dispatch(profileSaved({ first_name: 'Ada' }));
  store.dispatch(chatEventSent({ name: 'visited-profile' }));
  store.dispatch(sessionEnded());
  expect(calls).toEqual([
    ['boot', { app_id: 'app-1', user_id: 4, email: 'a@example.com', role: 'member' }],
    ['update', { user_id: 4, email: 'a@example.com', name: 'Ada', role: 'member' }],
    ['trackEvent', 'visited-profile'],
    ['shutdown', undefined],
  ]);
});

test('the survey script loads only when nps-js-mb is on', async () => {
  const survey = { theme: { values: { tracking: { npsScriptUrl: 'http://127.0.0.1:8/nps.js' } } } };
  const on = await start(survey);
  on.store.dispatch(featuresConfigReceived([{ key: 'nps-js-mb', enabled: true }]));
  expect(on.scripts).toEqual(['http://127.0.0.1:8/nps.js']);
  on.store.rootTask.cancel();

  const off = await start(survey);
  off.store.dispatch(featuresConfigReceived([{ key: 'nps-js-mb', enabled: false }]));
  expect(off.scripts).toEqual([]);
});

test('the chat tool boots with what the profile tells about the member', async () => {
  const campus = await startCampus();
  try {
    // A real sign-in; its own store is not the one under test.
    const signedIn = await campusServices(campus);
    signedIn.store.rootTask.cancel();
    const { session } = signedIn.services;
    const profile = session.getState().profile!;
    const kit = testServices({
      session,
      hostSettings: {
        theme: {
          values: {
            tracking: { chat: { appId: 'app-1', scriptUrl: 'http://127.0.0.1:8/chat.js' } },
          },
        },
      },
    });
    const calls: unknown[][] = [];
    kit.globals.Intercom = (...args) => void calls.push(args);
    store = createAppStore(kit.services);
    await until(() => calls.length > 0);
    const organization = profile.organization!;
    expect(organization.name).toBeTruthy();
    expect(calls).toEqual([
      [
        'boot',
        {
          app_id: 'app-1',
          user_id: profile.id,
          email: 'member@campus.test',
          name: 'Maya Member',
          birthday: '1990-04-12',
          phone: '+1 555 0102',
          account_id: organization.id,
          role: 'member',
          course_stats: profile.courseStats,
          company: {
            id: organization.id,
            name: organization.name,
            type: organization.type,
            country: organization.country,
          },
        },
      ],
    ]);
  } finally {
    await campus.close();
  }
});

test('what happens while the tracking code is on its way is tracked once it arrives', async () => {
  const kit = testServices({ hostSettings: { theme: { tracking: { matomo } } } });
  store = createAppStore(kit.services);
  store.dispatch(navigated({ pathname: '/courses', search: '' }));
  expect(kit.globals._paq).toBeUndefined();
  expect(await until(() => (kit.globals._paq ?? []).length > 0)).toBe(true);
  expect(kit.globals._paq).toEqual(
    expect.arrayContaining([['setCustomUrl', '/courses'], ['trackPageView']]),
  );
});
