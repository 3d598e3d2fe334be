import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Certificate, Playlist, PublicCertificate } from '@campus/api-client';
import { rotateSigningKey } from './domain/certificates';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

// Certificates (README, "Certificates"): issued by the real progress route on a module's last
// lesson, public without a session, and checked as a stranger would, against the site's JWKS.

let server: TestServer;
let member: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  [member, admin] = await Promise.all([
    login(server.app, 'member@campus.test'),
    login(server.app, 'admin@campus.test'),
  ]);
});
afterAll(() => server.close());

const { get, post } = restCalls(() => server.app);

async function completeModule(slug: string, token: string): Promise<Playlist> {
  const module = (await get(`/wp/v2/playlist/${slug}`, bearer(token))).json<Playlist>();
  for (const lesson of module.lessons) {
    const response = await post(
      '/wp/v2/playlist/lesson-complete',
      {
        lesson_id: lesson.id,
        lesson_blog_id: lesson.blog_id,
        playlist_id: module.id,
        playlist_blog_id: module.blog_id,
      },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
  }
  return module;
}

const certificates = async (token: string) =>
  (await get('/campus/v1/certificates', bearer(token))).json<Certificate[]>();

/** The JWKS as a third party fetches it: at the site's root, without a session. */
async function jwks() {
  const response = await server.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<JSONWebKeySet>();
}

let welcome: Certificate;

describe('issuing', () => {
  it('issues nothing before the module’s last lesson, then one certificate', async () => {
    expect((await get('/campus/v1/certificates')).statusCode).toBe(401);
    expect(await certificates(member)).toEqual([]);
    const module = await completeModule('module-welcome', member);
    const list = await certificates(member);
    expect(list).toHaveLength(1);
    welcome = list[0]!;
    expect(welcome).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      module: { slug: 'module-welcome', title: module.title },
      issued: expect.any(String),
      url: `${server.config.publicUrl}/certificates/${welcome.id}`,
      credential: expect.any(String),
      revoked: null,
    });
    expect(Date.now() - Date.parse(welcome.issued)).toBeLessThan(60_000);
  });

  it('keeps the one certificate when the module is done again, or a lesson sent twice', async () => {
    await post(
      '/wp/v2/playlist/lesson-complete',
      { lesson_id: 2000, lesson_blog_id: 1, playlist_id: 3000, playlist_blog_id: 1 },
      bearer(member),
    );
    const module = (await get('/wp/v2/playlist/module-welcome', bearer(member))).json<Playlist>();
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/wp-json/wp/v2/playlist/${module.blog_id}/${module.id}/progress`,
          headers: bearer(member),
        })
      ).statusCode,
    ).toBe(200);
    await completeModule('module-welcome', member);
    expect(await certificates(member)).toEqual([welcome]);
  });
});

describe('anyone may check it', () => {
  it('answers the public certificate without a session: the name and module, nothing personal', async () => {
    const response = await get(`/campus/v1/certificates/${welcome.id}`);
    expect(response.statusCode).toBe(200);
    const shown = response.json<PublicCertificate>();
    const { id, module, issued, url, credential, revoked } = welcome;
    expect(shown).toEqual({ id, name: 'Maya Member', module, issued, url, credential, revoked });
    expect(response.body).not.toContain('@');
    expect(response.body).not.toMatch(/user_id|email/);
    expect((await get('/campus/v1/certificates/AAAAAAAAAAAAAAAAAAAAAA')).json()).toMatchObject({
      code: 'campus_certificate_not_found',
      data: { status: 404 },
    });
  });

  it('carries an Open Badges 3.0 credential that verifies against /.well-known/jwks.json', async () => {
    const keys = await jwks();
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(
      welcome.credential,
      createLocalJWKSet(keys),
      { issuer: server.config.publicUrl, algorithms: ['EdDSA'] },
    );
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: keys.keys[0]!.kid });
    expect(payload).toMatchObject({
      iss: server.config.publicUrl,
      jti: welcome.url,
      sub: expect.stringMatching(/^urn:uuid:/),
      nbf: Math.floor(Date.parse(welcome.issued) / 1000),
      iat: Math.floor(Date.parse(welcome.issued) / 1000),
      vc: {
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        issuer: { id: server.config.publicUrl, type: ['Profile'], name: 'Campus' },
        validFrom: welcome.issued,
        credentialSubject: {
          id: payload.sub,
          type: ['AchievementSubject'],
          name: 'Maya Member',
          achievement: {
            id: `${server.config.publicUrl}/training/module-welcome`,
            type: ['Achievement'],
            name: welcome.module.title,
            criteria: { narrative: expect.stringContaining(welcome.module.title) },
          },
        },
      },
    });
    expect(JSON.stringify(payload)).not.toContain('@campus.test');
  });

  it('keeps old certificates checkable after a rotation, and signs new ones with the new key', async () => {
    const before = decodeProtectedHeader(welcome.credential).kid;
    const kid = await rotateSigningKey(server.app.services.db);
    expect(kid).not.toBe(before);
    const keys = await jwks();
    expect(keys.keys.map((key) => key.kid)).toEqual([before, kid]);
    await expect(
      jwtVerify(welcome.credential, createLocalJWKSet(keys), { algorithms: ['EdDSA'] }),
    ).resolves.toBeDefined();

    await completeModule('module-listening', member);
    const listening = (await certificates(member)).find(
      (c) => c.module.slug === 'module-listening',
    )!;
    expect(decodeProtectedHeader(listening.credential).kid).toBe(kid);
    await expect(
      jwtVerify(listening.credential, createLocalJWKSet(keys), { algorithms: ['EdDSA'] }),
    ).resolves.toBeDefined();
  });
});

describe('revoking', () => {
  it('is for administrators only', async () => {
    const url = `/campus/v1/certificates/${welcome.id}/revoke`;
    expect((await post(url, undefined)).statusCode).toBe(401);
    const refused = await post(url, undefined, bearer(member));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    expect((await get(`/campus/v1/certificates/${welcome.id}`)).json().revoked).toBeNull();
    expect(
      (
        await post(
          '/campus/v1/certificates/AAAAAAAAAAAAAAAAAAAAAA/revoke',
          undefined,
          bearer(admin),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('shows on the public answer and in the member’s list; a second revocation keeps the date', async () => {
    const revoked = await post(
      `/campus/v1/certificates/${welcome.id}/revoke`,
      undefined,
      bearer(admin),
    );
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json<PublicCertificate>().revoked!.at;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    expect((await get(`/campus/v1/certificates/${welcome.id}`)).json()).toMatchObject({
      id: welcome.id,
      revoked: { at },
    });
    expect((await certificates(member)).find((c) => c.id === welcome.id)!.revoked).toEqual({ at });
    const again = await post(
      `/campus/v1/certificates/${welcome.id}/revoke`,
      undefined,
      bearer(admin),
    );
    expect(again.json<PublicCertificate>().revoked).toEqual({ at });
  });
});
