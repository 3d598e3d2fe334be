import * as api from './index';
import type { ApiClient, CallOptions } from './index';
import { json, startWireServer, type WireServer } from './test/wireServer';

let server: WireServer;
beforeEach(async () => {
  server = await startWireServer();
});
afterEach(() => server.close());

const card = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  name: 'Ana Lima',
};
const signup = {
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.org',
  mobileNumber: '',
  country: 3,
  locality: null,
  password: 'Secret-123!',
  confirmPassword: 'Secret-123!',
  agreedToTerms: true,
};

type Case = [
  name: string,
  call: (client: ApiClient, opts: CallOptions) => Promise<unknown>,
  route: string,
  body?: unknown,
];

// Every call of the client, with the exact request it puts on the wire.
const cases: Case[] = [
  ['getAppStatus', (c, o) => api.getAppStatus(c, o), 'GET /wp-json/wp/v2/appStatus'],
  [
    'getFeaturesConfig',
    (c, o) => api.getFeaturesConfig(c, o),
    'GET /wp-json/wp/v2/features-config',
  ],
  ['getLanguages', (c, o) => api.getLanguages(c, o), 'GET /wp-json/ab/v1/languages'],
  ['getRoles', (c, o) => api.getRoles(c, o), 'GET /wp-json/wp/v2/users/roles'],
  ['getDenominations', (c, o) => api.getDenominations(c, o), 'GET /wp-json/wp/v2/denominations'],
  [
    'getOrganizationTypes',
    (c, o) => api.getOrganizationTypes(c, o),
    'GET /wp-json/wp/v2/organization-types',
  ],
  [
    'searchOrganizations with the defaults',
    (c, o) => api.searchOrganizations(c, undefined, o),
    'GET /wp-json/wp/v2/organization?paged=1&per_page=30&search=',
  ],
  [
    'searchOrganizations',
    (c, o) => api.searchOrganizations(c, { search: 'grace', per_page: 10, paged: 2 }, o),
    'GET /wp-json/wp/v2/organization?paged=2&per_page=10&search=grace',
  ],
  [
    'getOrganization',
    (c, o) => api.getOrganization(c, 12, o),
    'GET /wp-json/wp/v2/organization/12',
  ],
  [
    'checkOrganizationUnique',
    (c, o) =>
      api.checkOrganizationUnique(c, { name: 'Grace', location: { country: 3, locality: 9 } }, o),
    'POST /wp-json/wp/v2/organization/unique',
    { name: 'Grace', location: { country: 3, locality: 9 } },
  ],
  [
    'createOrganization',
    (c, o) =>
      api.createOrganization(
        c,
        { name: 'Grace', denomination: 2, type: 1, country: 3, locality: null, postalCode: '' },
        o,
      ),
    'POST /wp-json/wp/v2/organization',
    { name: 'Grace', denomination: 2, type: 1, country: 3, locality: null, postalCode: '' },
  ],
  [
    'savePreference',
    (c, o) => api.savePreference(c, { key: 'theme', value: 'dark' }, o),
    'POST /wp-json/wp/v2/user/preferences',
    { key: 'theme', value: 'dark' },
  ],
  [
    'getResources',
    (c, o) => api.getResources(c, { search: 'hope', per_page: 20, offset: 40 }, o),
    'GET /wp-json/wp/v2/resource?offset=40&per_page=20&search=hope',
  ],
  [
    'getResourceBuckets',
    (c, o) => api.getResourceBuckets(c, { search: 'hope' }, o),
    'GET /wp-json/wp/v2/resource?format=bucket&search=hope',
  ],
  [
    'getResource',
    (c, o) => api.getResource(c, { id: 5, blog_id: 2 }, o),
    'GET /wp-json/wp/v2/resource/5blog/2',
  ],
  [
    'countView',
    (c, o) => api.countView(c, { id: 5, blog_id: 2 }, o),
    'PATCH /wp-json/wp/v2/blog/2/post/5/viewcount',
    '',
  ],
  [
    'countDownload',
    (c, o) => api.countDownload(c, { id: 5, blog_id: 2 }, o),
    'PATCH /wp-json/wp/v2/blog/2/post/5/downloadcount',
    '',
  ],
  [
    'getPostVideo',
    (c, o) => api.getPostVideo(c, { id: 5, blog_id: 2 }, o),
    'GET /wp-json/wp/v2/blog/2/post/5/downloads?key=videos',
  ],
  ['getVideo', (c, o) => api.getVideo(c, 8, o), 'GET /wp-json/wp/v2/video/8'],
  [
    'getVideoDownloads',
    (c, o) => api.getVideoDownloads(c, 8, o),
    'GET /wp-json/wp/v2/video/8/download',
  ],
  [
    'search',
    (c, o) => api.search(c, { search: 'grace', offset: 20, per_page: 20, section: 'learning' }, o),
    'GET /wp-json/wp/v2/search?offset=20&per_page=20&search=grace&section=learning',
  ],
  [
    'getPopularTerms',
    (c, o) => api.getPopularTerms(c, o),
    'GET /wp-json/wp/v2/search/popularTerms',
  ],
  [
    'login',
    (c, o) =>
      api.login(
        c,
        { user_email: 'ana@example.org', password: 'pw', options: { isAdminQA: true } },
        o,
      ),
    'POST /wp-json/jwt-auth/v1/token',
    { user_email: 'ana@example.org', password: 'pw', options: { isAdminQA: true } },
  ],
  [
    'validateToken',
    (c, o) => api.validateToken(c, o),
    'POST /wp-json/jwt-auth/v1/token/validate',
    '',
  ],
  [
    'userExists',
    (c, o) => api.userExists(c, { email: 'ana@example.org' }, o),
    'POST /wp-json/wp/v2/user/exists',
    { email: 'ana@example.org' },
  ],
  [
    'updateProfile',
    (c, o) => api.updateProfile(c, { id: 7, first_name: 'Ana' }, o),
    'POST /wp-json/wp/v2/user/update',
    { id: 7, first_name: 'Ana' },
  ],
  ['deleteUser', (c, o) => api.deleteUser(c, 7, o), 'DELETE /wp-json/wp/v2/user/7', ''],
  [
    'requestAccount',
    (c, o) => api.requestAccount(c, signup, o),
    'POST /wp-json/wp/v2/user/account/request',
    { user: signup },
  ],
  [
    'checkPendingAccount',
    (c, o) => api.checkPendingAccount(c, { code: 'abc' }, o),
    'POST /wp-json/wp/v2/user/account/pending',
    { code: 'abc' },
  ],
  [
    'verifyAccount',
    (c, o) =>
      api.verifyAccount(c, { code: 'abc', user: { email: 'ana@example.org', password: 'pw' } }, o),
    'POST /wp-json/wp/v2/user/account/verify',
    { code: 'abc', user: { email: 'ana@example.org', password: 'pw' } },
  ],
  [
    'recoverPassword',
    (c, o) => api.recoverPassword(c, { email: 'ana@example.org' }, o),
    'POST /wp-json/wp/v2/user/recoverpwd/init',
    { email: 'ana@example.org' },
  ],
  [
    'verifyRecoveryKey',
    (c, o) => api.verifyRecoveryKey(c, { key: 'k y', login: 'ana@example.org' }, o),
    'GET /wp-json/wp/v2/user/recoverpwd/verify?key=k%20y&login=ana%40example.org',
  ],
  [
    'setRecoveredPassword',
    (c, o) => api.setRecoveredPassword(c, { key: 'k', login: 'ana', password: 'pw' }, o),
    'POST /wp-json/wp/v2/user/recoverpwd/set',
    { key: 'k', login: 'ana', password: 'pw' },
  ],
  [
    'resetPassword',
    (c, o) => api.resetPassword(c, { password: 'new', oldPassword: 'old' }, o),
    'POST /wp-json/wp/v2/user/resetpwd',
    { password: 'new', oldPassword: 'old' },
  ],
  ['getProfile', (c, o) => api.getProfile(c, 7, o), 'GET /wp-json/wp/v2/user/profile/7'],
  [
    'getLessons',
    (c, o) => api.getLessons(c, { popular: 1, type: 'video', per_page: 3, offset: 0 }, o),
    'GET /wp-json/wp/v2/lesson?offset=0&per_page=3&popular=1&type=video',
  ],
  [
    'getLesson',
    (c, o) => api.getLesson(c, 'first-steps', o),
    'GET /wp-json/wp/v2/lesson/first-steps?_fields=id%2Ctitle%2Cslug%2Ccontent%2Cexcerpt%2Cimage%2Ctype%2Ctags%2Ccategories%2Cduration%2Crelated%2Cvideo_url',
  ],
  [
    'getLessonPosition',
    (c, o) => api.getLessonPosition(c, 11, o),
    'GET /wp-json/wp/v2/lesson/11/position',
  ],
  [
    'getLessonPositions',
    (c, o) => api.getLessonPositions(c, { per_page: 20 }, o),
    'GET /wp-json/wp/v2/lesson-positions?per_page=20',
  ],
  [
    'saveLessonPosition',
    (c, o) => api.saveLessonPosition(c, 11, { position: 61.5, duration: 300 }, o),
    'PUT /wp-json/wp/v2/lesson/11/position',
    { position: 61.5, duration: 300 },
  ],
  [
    'getLessonCategories',
    (c, o) => api.getLessonCategories(c, o),
    'GET /wp-json/wp/v2/lesson-categories',
  ],
  [
    'getTrainingCategories',
    (c, o) => api.getTrainingCategories(c, o),
    'GET /wp-json/rtnetwork/v1/training_category',
  ],
  [
    'getPlaylists',
    (c, o) =>
      api.getPlaylists(
        c,
        { per_page: 3, offset: 0, training_tag: ['faith', 'hope'], post__not_in: [4, 2] },
        o,
      ),
    'GET /wp-json/wp/v2/playlist?offset=0&per_page=3&post__not_in%5B0%5D=4&post__not_in%5B1%5D=2&training_tag=faith%2Chope',
  ],
  [
    'getPlaylist',
    (c, o) => api.getPlaylist(c, 4, o),
    'GET /wp-json/wp/v2/playlist/4?_fields=id%2Cblog_id%2Ctitle%2Ccontent%2Clessons%2Ctags%2Cduration%2Cslug%2Cimage',
  ],
  [
    'completeLesson',
    (c, o) =>
      api.completeLesson(
        c,
        { lesson_id: 11, lesson_blog_id: 2, playlist_id: 4, playlist_blog_id: 2 },
        o,
      ),
    'POST /wp-json/wp/v2/playlist/lesson-complete',
    { lesson_id: 11, lesson_blog_id: 2, playlist_id: 4, playlist_blog_id: 2 },
  ],
  [
    'resetPlaylistProgress',
    (c, o) => api.resetPlaylistProgress(c, { id: 4, blog_id: 2 }, o),
    'DELETE /wp-json/wp/v2/playlist/2/4/progress',
    '',
  ],
  [
    'getCourses',
    (c, o) => api.getCourses(c, { per_page: 10 }, o),
    'GET /wp-json/wp/v2/course?per_page=10',
  ],
  [
    'getMyCourses',
    (c, o) => api.getMyCourses(c, undefined, o),
    'GET /wp-json/wp/v2/course?context=mine',
  ],
  ['getCourse', (c, o) => api.getCourse(c, 6, o), 'GET /wp-json/wp/v2/course/6?context=mine'],
  [
    'createCourse',
    (c, o) =>
      api.createCourse(c, { title: 'Alpha', product_id: 1, blog_id: 2, acknowledged: true }, o),
    'POST /wp-json/wp/v2/course',
    { title: 'Alpha', product_id: 1, blog_id: 2, acknowledged: true },
  ],
  [
    'updateCourse',
    (c, o) => api.updateCourse(c, 6, { title: 'Beta' }, o),
    'PUT /wp-json/wp/v2/course/6',
    { title: 'Beta' },
  ],
  ['deleteCourse', (c, o) => api.deleteCourse(c, 6, o), 'DELETE /wp-json/wp/v2/course/6', ''],
  [
    'getProducts',
    (c, o) => api.getProducts(c, { per_page: 50 }, o),
    'GET /wp-json/wp/v2/product?per_page=50',
  ],
  [
    'getSeries',
    (c, o) => api.getSeries(c, 'foundations', o),
    'GET /wp-json/wp/v2/course/foundations',
  ],
  [
    'getSeries with a slug that needs escaping',
    (c, o) => api.getSeries(c, 'run/1?x', o),
    'GET /wp-json/wp/v2/course/run%2F1%3Fx',
  ],
  [
    'purchaseProduct',
    (c, o) => api.purchaseProduct(c, { product_id: 1, blog_id: 2, card }, o),
    'POST /wp-json/wp/v2/product/purchase',
    { product_id: 1, blog_id: 2, card },
  ],
  ['getStudyPlan', (c, o) => api.getStudyPlan(c, o), 'GET /wp-json/campus/v1/study-plan'],
  [
    'saveStudyPlan',
    (c, o) =>
      api.saveStudyPlan(
        c,
        { days: ['MO', 'TH'], time: '18:30', duration: 45, timezone: 'Europe/Berlin' },
        o,
      ),
    'PUT /wp-json/campus/v1/study-plan',
    { days: ['MO', 'TH'], time: '18:30', duration: 45, timezone: 'Europe/Berlin' },
  ],
  ['stopStudyPlan', (c, o) => api.stopStudyPlan(c, o), 'DELETE /wp-json/campus/v1/study-plan', ''],
  ['getCertificates', (c, o) => api.getCertificates(c, o), 'GET /wp-json/campus/v1/certificates'],
  [
    'getCertificate',
    (c, o) => api.getCertificate(c, 'AbC-_123', o),
    'GET /wp-json/campus/v1/certificates/AbC-_123',
  ],
  [
    'revokeCertificate',
    (c, o) => api.revokeCertificate(c, 'AbC-_123', o),
    'POST /wp-json/campus/v1/certificates/AbC-_123/revoke',
    '',
  ],
];

const rows = cases.map(([name, call, route, body]) => ({ name, call, route, body }));

test.each(rows)('$name sends $route', async ({ call, route, body }) => {
  await call(api.createApiClient({ baseUrl: server.baseUrl }), {});
  expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([route]);
  const sent = server.seen[0]?.body ?? '';
  if (body === undefined || body === '') expect(sent).toBe('');
  else expect(JSON.parse(sent)).toEqual(body);
});

test('every exported call is covered by the table above', () => {
  const covered = new Set(cases.map(([name]) => name.split(' ')[0]));
  const local = new Set([
    'logout',
    'createApiClient',
    'isApiError',
    'buildQuery',
    'decodeJwt',
    'tokenExpiry',
    'isTokenExpired',
    'passwordFailures',
    'isEmail',
  ]);
  const calls = Object.entries(api)
    .filter(
      ([name, value]) => typeof value === 'function' && /^[a-z]/.test(name) && !local.has(name),
    )
    .map(([name]) => name);
  expect(calls.filter((name) => !covered.has(name))).toEqual([]);
});

test.each(rows)('$name takes an AbortSignal', async ({ call }) => {
  const error: unknown = await call(api.createApiClient({ baseUrl: server.baseUrl }), {
    signal: AbortSignal.abort(),
  }).catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'AbortError' });
  expect(server.seen).toHaveLength(0);
});

test('logout takes an AbortSignal too, and never reaches the server', async () => {
  const client = api.createApiClient({ baseUrl: server.baseUrl });
  await expect(api.logout(client, { signal: AbortSignal.abort() })).rejects.toMatchObject({
    name: 'AbortError',
  });
  await expect(api.logout(client)).resolves.toEqual({ success: true });
  expect(server.seen).toHaveLength(0);
});

describe('list calls', () => {
  test('read x-wp-total and x-wp-totalpages', async () => {
    server.handle((_, res) =>
      json(res, 200, [{ id: 1 }, { id: 2 }], { 'X-WP-Total': '12', 'X-WP-TotalPages': '6' }),
    );
    await expect(
      api.getPlaylists(api.createApiClient({ baseUrl: server.baseUrl })),
    ).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 12,
      totalPages: 6,
    });
  });

  test('fall back to the items when the headers are missing', async () => {
    server.handle((_, res) => json(res, 200, [{ id: 1 }]));
    await expect(api.getLessons(api.createApiClient({ baseUrl: server.baseUrl }))).resolves.toEqual(
      {
        items: [{ id: 1 }],
        total: 1,
        totalPages: 1,
      },
    );
  });

  test('the organization search returns the full response', async () => {
    server.handle((_, res) =>
      json(res, 200, [{ id: 3, name: 'Grace' }], { 'x-wp-total': '31', 'x-wp-totalpages': '2' }),
    );
    await expect(
      api.searchOrganizations(api.createApiClient({ baseUrl: server.baseUrl }), { search: 'g' }),
    ).resolves.toEqual({
      items: [{ id: 3, name: 'Grace' }],
      total: 31,
      totalPages: 2,
    });
  });
});

test('RecoveryResponseType holds the response types 0 to 4', () => {
  expect([
    api.RecoveryResponseType.Error,
    api.RecoveryResponseType.VerificationSent,
    api.RecoveryResponseType.VerificationFailed,
    api.RecoveryResponseType.Verified,
    api.RecoveryResponseType.Completed,
  ]).toEqual([0, 1, 2, 3, 4]);
});
