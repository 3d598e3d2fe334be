import {
  ApiError,
  checkOrganizationUnique,
  checkPendingAccount,
  completeLesson,
  countView,
  createApiClient,
  createOrganization,
  getAppStatus,
  getDenominations,
  getOrganizationTypes,
  getSeries,
  getFeaturesConfig,
  getLanguages,
  getLesson,
  getLessonPosition,
  getLessons,
  getMyCourses,
  getPlaylist,
  getPlaylists,
  getPopularTerms,
  getProducts,
  getProfile,
  getResource,
  getResourceBuckets,
  getRoles,
  getTrainingCategories,
  getVideoDownloads,
  login,
  purchaseProduct,
  recoverPassword,
  requestAccount,
  resetPlaylistProgress,
  saveLessonPosition,
  savePreference,
  search,
  searchOrganizations,
  validateToken,
  verifyAccount,
  type ApiClient,
} from '@campus/api-client';
import { outbox, startTestServer, type TestServer } from './test/harness';

// Drives the real server over HTTP through the published client, so both sides of the contract meet.
let server: TestServer;
let client: ApiClient;
let token: string | null = null;
let locale = 'en';
let memberId = 0;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    getToken: () => token,
    getLocale: () => locale,
    retry: { retries: 0 },
  });
});
afterAll(() => server.close());

it('serves the start-up calls', async () => {
  expect(typeof (await getAppStatus(client)).applicationHash).toBe('string');
  expect(await getFeaturesConfig(client)).toContainEqual({ key: 'nps-js-mb', enabled: true });
  expect((await getLanguages(client)).some((l) => l.dir === 'rtl')).toBe(true);
  expect((await getRoles(client))[0]).toEqual({ value: 'administrator', label: 'Administrator' });
});

it('signs in, validates the token and reads the profile', async () => {
  const answer = await login(client, {
    user_email: 'member@campus.test',
    password: 'Campus!2026',
    options: { isAdminQA: false },
  });
  token = answer.token;
  memberId = answer.profile.id;
  expect((await validateToken(client)).code).toBe('jwt_auth_valid_token');
  expect((await getProfile(client, answer.profile.id)).email).toBe('member@campus.test');
  expect(await savePreference(client, { key: 'theme', value: 'dark' })).toMatchObject({
    theme: 'dark',
  });
});

it('reports a wrong password as an ApiError with the jwt_auth code', async () => {
  const failure = login(client, {
    user_email: 'member@campus.test',
    password: 'wrong',
    options: {},
  });
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({
    code: '[jwt_auth] incorrect_password',
    status: 403,
  });
});

it('searches, opens a resource and fetches download links', async () => {
  const results = await search(client, { search: 'poster', offset: 0, per_page: 20 });
  expect(results.promotional!.total).toBeGreaterThan(0);
  expect((await getPopularTerms(client)).length).toBeGreaterThan(0);
  const buckets = await getResourceBuckets(client);
  expect(buckets.length).toBe(2);
  const resource = await getResource(client, { id: 1001, blog_id: 1 });
  expect(resource.canView).toBe(true);
  await countView(client, { id: 1001, blog_id: 1 });
  const options = await getVideoDownloads(client, resource.video!.id);
  expect(options[0]!.link).toMatch(/^http:\/\//);
});

it('runs the Learning Centre', async () => {
  const popular = await getLessons(client, { popular: 1, type: 'video', per_page: 3, offset: 0 });
  expect(popular.total).toBeGreaterThanOrEqual(popular.items.length);
  expect(await getTrainingCategories(client)).toHaveLength(4);
  const module = await getPlaylist(client, 'module-welcome');
  const related = await getPlaylists(client, {
    per_page: 3,
    training_tag: module.tags.map((t) => t.slug),
    post__not_in: [module.id, module.blog_id],
  });
  expect(related.items.some((p) => p.id === module.id)).toBe(false);
  const lesson = await getLesson(client, module.lessons[0]!.slug);
  const done = await completeLesson(client, {
    lesson_id: lesson.id,
    lesson_blog_id: 1,
    playlist_id: module.id,
    playlist_blog_id: 1,
  });
  expect(done.complete).toBe(true);
  expect((await getPlaylist(client, module.id)).lessons[0]!.complete).toBe(true);
  await resetPlaylistProgress(client, { id: module.id, blog_id: module.blog_id });
  await saveLessonPosition(client, lesson.id, { position: 1.5, duration: 4 });
  expect((await getLessonPosition(client, lesson.id)).position).toBe(1.5);
});

it('lists courses and declines the declined test card', async () => {
  expect((await getMyCourses(client)).items.length).toBeGreaterThanOrEqual(2);
  expect((await getProducts(client)).total).toBe(4);
  const purchase = purchaseProduct(client, {
    product_id: 3,
    blog_id: 1,
    card: { number: '4000000000000002', exp_month: 1, exp_year: 2099, cvc: '123', name: 'M' },
  });
  await expect(purchase).rejects.toMatchObject({ code: 'card_declined', status: 402 });
  const organizations = await searchOrganizations(client, { search: 'Riverside' });
  expect(organizations.total).toBe(5);
  const unique = await checkOrganizationUnique(client, {
    name: organizations.items[0]!.name,
    location: { country: 1, locality: Number(organizations.items[0]!.meta.locality_id) },
  });
  expect(unique.unique).toBe(false);
});

it('creates an organization for course creation and names its ids in meta', async () => {
  const [denomination] = await getDenominations(client);
  const [type] = await getOrganizationTypes(client);
  const created = await createOrganization(client, {
    name: 'Contract Chapel',
    denomination: denomination!.id,
    type: type!.id,
    country: 1,
    city: 'Springfield',
  });
  expect(created).toMatchObject({
    name: 'Contract Chapel',
    denomination: denomination!.name,
    type: type!.name,
    country: 'United States',
  });
  expect(created.meta).toMatchObject({
    denomination_id: denomination!.id,
    type_id: type!.id,
    country_id: 1,
    locality_id: null,
  });
  expect(
    (await searchOrganizations(client, { search: 'Contract Chapel' })).items.map((o) => o.id),
  ).toEqual([created.id]);
  expect((await getProfile(client, memberId)).organizationId).toBe(created.id);
});

it('opens the series to run with its resources, and names the product when it is denied', async () => {
  const series = await getSeries(client, 'foundations');
  expect(series).toMatchObject({
    slug: 'foundations',
    title: 'Foundations',
    active: true,
    free: false,
    weeks: 8,
  });
  expect(series.resources).toHaveLength(9);
  expect(series.sessions!.length).toBeGreaterThan(0);
  const leading = await getSeries(client, 'leading-teams').catch((error: unknown) => error);
  expect(leading).toMatchObject({
    code: 'rest_forbidden_product',
    status: 403,
    data: { products: [{ slug: 'leading-teams', title: 'Leading Teams' }] },
  });
  expect((await getResource(client, { id: 1001, blog_id: 1 })).error_products).toBeNull();
});

it('signs a new member up through the mailed link', async () => {
  token = null;
  const email = 'contract@campus.test';
  await requestAccount(client, {
    first_name: 'Con',
    last_name: 'Tract',
    email,
    country: 1,
    password: 'Contract-1!',
    confirmPassword: 'Contract-1!',
    agreedToTerms: true,
  });
  const code = (await outbox(server.app, email))[0]!.links[0]!.split('/').pop()!;
  expect((await checkPendingAccount(client, { code })).source).toBe('other');
  expect((await verifyAccount(client, { code, user: { email } })).user_roles).toEqual(['member']);
  expect((await recoverPassword(client, { email })).responseType).toBe(1);
});

it('answers content in the language the client sends', async () => {
  locale = 'he';
  client.clearCache();
  expect((await getTrainingCategories(client)).map((c) => c.name)).toContain('מנהיגות');
  locale = 'xx';
  client.clearCache();
  expect((await getTrainingCategories(client))[0]!.name).toBe('Leadership');
});
