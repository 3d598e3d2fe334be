import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, fork, select, take } from 'redux-saga/effects';
import { getServices, type AnalyticsGlobals, type Services } from '../../kit/services';
import { selectFeatureEnabled, selectFeaturesLoaded } from '../app-status';
import { profileSaved, sessionEnded, sessionStarted, type SessionUser } from '../session';
import { navigated } from '../../kit/events';
import { chat } from './chat';
import { extraTracking } from './hostTracking';
import { trackCreateCourse } from './slice';
import { selectUser } from '../session';

/**
 * Google's loader for web analytics (gtag.js), named by the first account: the one address a site
 * with `tracking/google-analytics` accounts needs, so the host settings alone turn it on.
 */
export const GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

function gtag(globals: AnalyticsGlobals, ...args: unknown[]) {
  globals.dataLayer ??= [];
  globals.dataLayer.push(args);
}

function paq(globals: AnalyticsGlobals, ...args: unknown[]) {
  globals._paq ??= [];
  globals._paq.push(args);
}

interface Enabled {
  /** Web-analytics accounts that take page views, and those that take events. */
  web: { pageviews: string[]; events: string[] };
  matomo: boolean;
  chat: string | null;
}

function* setUp() {
  const { settings, analytics } = yield* getServices();
  const { globals, loadScript } = analytics;
  const extra = extraTracking(settings);
  const enabled: Enabled = { web: { pageviews: [], events: [] }, matomo: false, chat: null };

  const accounts = (settings.theme.tracking['google-analytics']?.accounts ?? []).filter(
    (account) => typeof account.id === 'string' && account.id !== '',
  );
  if (accounts.length > 0) {
    gtag(globals, 'js', new Date());
    // Page views are sent by hand on each route change, to the accounts that asked for them.
    for (const account of accounts) gtag(globals, 'config', account.id, { send_page_view: false });
    loadScript(extra.gaScriptUrl ?? `${GA_SCRIPT_URL}?id=${encodeURIComponent(accounts[0]!.id)}`);
    // An account that does not say otherwise takes both.
    enabled.web.pageviews = accounts.filter((a) => a.pageviews !== false).map((a) => a.id);
    enabled.web.events = accounts.filter((a) => a.events !== false).map((a) => a.id);
  }

  const matomo = settings.theme.tracking.matomo;
  if (matomo) {
    if (!matomo.trackerJSHost || !matomo.siteId) {
      // Analytics configured without trackerJSHost or siteId → warning (pinned by sagas.test.ts).
      console.warn('Matomo is configured without trackerJSHost or siteId; it stays off.');
    } else {
      const host = matomo.trackerJSHost.endsWith('/')
        ? matomo.trackerJSHost
        : `${matomo.trackerJSHost}/`;
      paq(globals, 'setTrackerUrl', `${host}matomo.php`);
      paq(globals, 'setSiteId', matomo.siteId);
      if (matomo.enableLinkTracking) paq(globals, 'enableLinkTracking');
      loadScript(`${host}matomo.js`);
      enabled.matomo = true;
    }
  }

  if (extra.chat?.appId && extra.chat.scriptUrl) {
    loadScript(extra.chat.scriptUrl);
    enabled.chat = extra.chat.appId;
  }
  return enabled;
}

const webOn = (enabled: Enabled) =>
  enabled.web.pageviews.length > 0 || enabled.web.events.length > 0;

function* pageView(
  enabled: Enabled,
  { payload }: PayloadAction<{ pathname: string; search: string }>,
) {
  const { analytics } = yield* getServices();
  const path = `${payload.pathname}${payload.search}`;
  if (enabled.web.pageviews.length > 0) {
    gtag(analytics.globals, 'event', 'page_view', {
      page_path: path,
      send_to: enabled.web.pageviews,
    });
  }
  if (enabled.matomo) {
    paq(analytics.globals, 'setCustomUrl', path);
    paq(analytics.globals, 'trackPageView');
  }
}

/**
 * What the chat tool learns about a member, from the session's profile (pinned by sagas.test.ts).
 */
function chatUser(session: Services['session'], user: SessionUser) {
  const profile = session.getState().profile ?? {};
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const name = [text(profile.first_name) ?? text(user.first_name), text(profile.last_name)]
    .filter(Boolean)
    .join(' ');
  const organization = profile.organization as
    { id?: number; name?: string; type?: unknown; country?: unknown } | null | undefined;
  const details = {
    user_id: user.id,
    email: user.email,
    name: name || undefined,
    birthday: text(profile.birthday),
    phone: text(profile.mobileNumber) ?? text(profile.phoneNumber),
    account_id: user.organizationId ?? organization?.id,
    role: user.roles[0],
    course_stats: profile.courseStats,
    company: organization?.id
      ? {
          id: organization.id,
          name: organization.name,
          type: organization.type,
          country: organization.country,
        }
      : undefined,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

/**
 * Login sets loggedIn, id, country and role; logout sets loggedIn false (pinned by sagas.test.ts).
 */
function* login(enabled: Enabled, { payload: user }: PayloadAction<SessionUser>) {
  const { analytics, session } = yield* getServices();
  const attributes = { loggedIn: true, id: user.id, country: user.country, role: user.roles[0] };
  if (webOn(enabled)) gtag(analytics.globals, 'set', 'user_properties', attributes);
  if (enabled.matomo && user.id !== undefined) paq(analytics.globals, 'setUserId', String(user.id));
  if (enabled.chat)
    chat(analytics.globals, 'boot', { app_id: enabled.chat, ...chatUser(session, user) });
}

function* logout(enabled: Enabled) {
  const { analytics } = yield* getServices();
  if (webOn(enabled)) gtag(analytics.globals, 'set', 'user_properties', { loggedIn: false });
  if (enabled.matomo) paq(analytics.globals, 'resetUserId');
  if (enabled.chat) chat(analytics.globals, 'shutdown');
}

function* profileUpdate(enabled: Enabled) {
  const { analytics, session } = yield* getServices();
  const user: SessionUser | null = yield select(selectUser);
  if (enabled.chat && user) chat(analytics.globals, 'update', chatUser(session, user));
}

function* event(enabled: Enabled, action: { type: string; payload?: unknown }) {
  const { analytics } = yield* getServices();
  const name =
    action.type === trackCreateCourse.type ? 'CreateCourse' : 'CourseCreatedSuccessfully';
  if (enabled.web.events.length > 0) {
    gtag(analytics.globals, 'event', name, {
      ...(action.payload as object | undefined),
      send_to: enabled.web.events,
    });
  }
  if (enabled.matomo) paq(analytics.globals, 'trackEvent', 'Course', name);
}

/** The survey script loads when the feature flag nps-js-mb is on (pinned by sagas.test.ts). */
function* survey() {
  const { settings, analytics } = yield* getServices();
  const url = extraTracking(settings).npsScriptUrl;
  if (!url) return;
  const loaded: boolean = yield select(selectFeaturesLoaded);
  if (!loaded) {
    yield take((action: { type: string }) => action.type.startsWith('appStatus/featuresConfig'));
  }
  const on: boolean = yield select(selectFeatureEnabled, 'nps-js-mb');
  if (on) analytics.loadScript(url);
}

/**
 * The tracking the host settings switch on, fed from `actions`: what the app did while this code
 * was on its way is buffered there, so the first page view and a remembered login are not lost.
 */
export function* trackingSaga(actions: Channel<Action>) {
  const enabled: Enabled = yield call(setUp);
  yield fork(survey);
  for (;;) {
    const action: Action = yield take(actions);
    if (navigated.match(action)) yield fork(pageView, enabled, action);
    else if (sessionStarted.match(action)) yield fork(login, enabled, action);
    else if (sessionEnded.match(action)) yield fork(logout, enabled);
    else if (profileSaved.match(action)) yield fork(profileUpdate, enabled);
    else yield fork(event, enabled, action);
  }
}
