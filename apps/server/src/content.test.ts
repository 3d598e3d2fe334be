import type {
  DownloadOption,
  Organization,
  Resource,
  ResourceBucket,
  Video,
} from '@campus/api-client';
import { json, one, run } from './services/store';
import { contentDisposition, fileName } from './services/links';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
let subscriber: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await login(server.app, 'member@campus.test');
  subscriber = await login(server.app, 'subscriber@campus.test');
});
afterAll(() => server.close());

const { get } = restCalls(() => server.app);

describe('site lists', () => {
  it('lists roles, denominations and organization types', async () => {
    expect((await get('/wp/v2/users/roles')).json()).toContainEqual({
      value: 'support_couple',
      label: 'Support Couple',
    });
    expect((await get('/wp/v2/denominations')).json().length).toBeGreaterThan(3);
    expect((await get('/wp/v2/organization-types')).json()[0]).toEqual({
      id: 1,
      name: 'Church',
      slug: 'church',
    });
  });

  it('searches organizations with the default page size and totals in headers', async () => {
    const all = await get('/wp/v2/organization');
    expect(all.json<Organization[]>()).toHaveLength(30);
    expect(all.headers['x-wp-total']).toBe('40');
    expect(all.headers['x-wp-totalpages']).toBe('2');
    const page = await get('/wp/v2/organization?search=springfield&per_page=2&paged=2');
    expect(page.headers['x-wp-total']).toBe('5');
    expect(page.json<Organization[]>()).toHaveLength(2);
    expect(page.json<Organization[]>()[0]!.formatted_address).toContain('Springfield');
    expect((await get('/wp/v2/organization?per_page=0')).statusCode).toBe(400);
    expect((await get('/wp/v2/organization?search=%25')).json()).toEqual([]);
  });

  it('reads one organization and 404s an unknown one', async () => {
    expect((await get('/wp/v2/organization/1')).json<Organization>()).toMatchObject({
      id: 1,
      denomination: expect.any(String),
      type: expect.any(String),
    });
    expect((await get('/wp/v2/organization/9999')).statusCode).toBe(404);
    // WordPress matches the route by number: any other id is no route at all.
    expect((await get('/wp/v2/organization/abc')).json().code).toBe('rest_no_route');
  });

  it('checks name uniqueness per place and creates an organization for the member', async () => {
    const existing = (await get('/wp/v2/organization/1')).json<Organization>();
    const location = {
      country: { id: existing.meta.country_id, name: existing.country, parent: 0 },
      locality: existing.meta.locality_id,
    };
    const clash = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization/unique',
      payload: { name: existing.name.toUpperCase(), location },
    });
    expect(clash.json()).toMatchObject({ unique: false, matches: [{ id: 1 }] });
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization/unique',
      payload: { name: 'Hilltop Fellowship', location: { country: 1 } },
    });
    expect(fresh.json()).toEqual({ unique: true, matches: [] });
    const body = {
      name: 'Hilltop Fellowship',
      denomination: 2,
      type: 1,
      country: 1,
      locality: 10,
      city: 'Hilltop',
      address: '1 Hill Rd',
    };
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/wp-json/wp/v2/organization',
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    const created = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization',
      payload: body,
      headers: bearer(member),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Organization>()).toMatchObject({
      name: 'Hilltop Fellowship',
      denomination: 'Baptist',
      type: 'Church',
      country: 'United States',
    });
    const again = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization',
      payload: body,
      headers: bearer(member),
    });
    expect(again.statusCode).toBe(409);
    const badDenomination = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization',
      payload: { ...body, name: 'Other', denomination: 99 },
      headers: bearer(member),
    });
    expect(badDenomination.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { denomination: 'is not a known denomination' } },
    });
    const badType = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/organization',
      payload: { ...body, name: 'Other', type: 99 },
      headers: bearer(member),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): type',
      data: { params: { type: 'is not a known organization type' } },
    });
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/wp-json/wp/v2/organization/unique',
          payload: { location: {} },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('resources', () => {
  it('groups resources into nested buckets', async () => {
    const buckets = (await get('/wp/v2/resource?format=bucket', bearer(member))).json<
      ResourceBucket[]
    >();
    expect(buckets.map((b) => b.name)).toEqual(['series', 'promotional']);
    const foundations = buckets[0]!.buckets!.find((b) => b.name === 'series-foundations')!;
    expect(foundations.items.length).toBe(9);
    const count = (list: ResourceBucket[]): number =>
      list.reduce((sum, b) => sum + b.items.length + count(b.buckets ?? []), 0);
    expect(count(buckets)).toBeGreaterThanOrEqual(40);
  });

  it('denies product resources to visitors and members without the product, on the server', async () => {
    const locked = (await get('/wp/v2/resource/1001blog/1')).json<Resource>();
    expect(locked).toMatchObject({
      canView: false,
      error: 'You do not have access to this content',
      attachedDocument: null,
      products: [{ id: 1, blog_id: 1 }],
    });
    // What the access dialog names ("You need to be running Foundations …") and links (/courses/run/foundations).
    expect(locked.error_products).toEqual([
      { id: 1, blog_id: 1, title: 'Foundations', slug: 'foundations' },
    ]);
    const listed = (await get('/wp/v2/resource?per_page=100'))
      .json<Resource[]>()
      .find((r) => r.id === 1001)!;
    expect(listed.error_products).toEqual(locked.error_products);
    expect(
      (await get('/wp/v2/resource/1011blog/1', bearer(subscriber))).json<Resource>().canView,
    ).toBe(false);
    expect((await get('/wp/v2/blog/1/post/1001/downloads?key=videos')).statusCode).toBe(403);
    const open = (await get('/wp/v2/resource/1001blog/1', bearer(member))).json<Resource>();
    expect(open.canView).toBe(true);
    expect(open.error).toBeNull();
    expect(open.error_products).toBeNull();
    expect(open.video?.url).toMatch(/\/wp-json\/campus\/v1\/media\//);
  });

  it('names a product it cannot find as the related product, without a slug to run', async () => {
    const { store } = server.app.services;
    const row = (await one(store, 'SELECT * FROM resources WHERE id = 1001 AND blog_id = 1'))!;
    const data = { ...json<Record<string, unknown>>(row.data), products: [{ id: 99, blog_id: 1 }] };
    await run(
      store,
      'INSERT INTO resources (id, blog_id, slug, title, section, bucket, type, date, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        9001,
        1,
        'orphaned-video',
        ...['title', 'section', 'bucket', 'type', 'date'].map((column) => String(row[column])),
        JSON.stringify(data),
      ],
    );
    const orphan = (await get('/wp/v2/resource/9001blog/1', bearer(member))).json<Resource>();
    expect(orphan.canView).toBe(false);
    expect(orphan.error_products).toEqual([
      { id: 99, blog_id: 1, title: 'the related product', slug: null },
    ]);
    await run(store, 'DELETE FROM resources WHERE id = 9001');
  });

  it('describes icons and preview per file type', async () => {
    const list = (await get('/wp/v2/resource?per_page=100', bearer(member))).json<Resource[]>();
    const byExt = (ext: string) =>
      list.find(
        (r) =>
          r.attachedDocument?.url &&
          r.iconName &&
          r.title &&
          r.type === 'document' &&
          r.iconName === ext,
      );
    expect(list.length).toBe(50);
    expect(
      list.filter((r) => r.type === 'video').every((r) => r.iconName === 'movie' && r.canPreview),
    ).toBe(true);
    expect(byExt('folder')?.canPreview).toBe(false);
    expect(byExt('document-filled')?.canPreview).toBe(false);
    expect((await get('/wp/v2/resource?type=video', bearer(member))).headers['x-wp-total']).toBe(
      '19',
    );
    expect((await get('/wp/v2/resource?type=audio')).statusCode).toBe(400);
    const posters = await get('/wp/v2/resource?search=poster&per_page=3&page=2');
    expect(posters.headers['x-wp-total']).toBe('7');
    expect(posters.json<Resource[]>()).toHaveLength(3);
    expect(posters.json<Resource[]>().every((r) => r.title.startsWith('Poster'))).toBe(true);
  });

  it('counts views and downloads', async () => {
    const view = await server.app.inject({
      method: 'PATCH',
      url: '/wp-json/wp/v2/blog/1/post/1040/viewcount',
    });
    expect(view.json()).toMatchObject({ success: true, view_count: 1 });
    const download = await server.app.inject({
      method: 'PATCH',
      url: '/wp-json/wp/v2/blog/1/post/1040/downloadcount',
    });
    expect(download.json()).toMatchObject({ download_count: 1 });
    expect(
      (await server.app.inject({ method: 'PATCH', url: '/wp-json/wp/v2/blog/1/post/9/viewcount' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'PATCH', url: '/wp-json/wp/v2/blog/x/post/1/viewcount' }))
        .statusCode,
    ).toBe(404);
  });

  it('gives promo clips in two languages, each with its own signed recording and captions', async () => {
    const video = (await get('/wp/v2/video/508', bearer(member))).json<Video>();
    expect(video.language).toBe('en');
    expect(video.subtitles).toBe('/media/captions-en.vtt');
    expect(video.languages!.map((l) => [l.language, l.subtitles])).toEqual([
      ['en', '/media/captions-en.vtt'],
      ['es', '/media/captions-es.vtt'],
    ]);
    const spanish = await server.app.inject({
      method: 'GET',
      url: new URL(video.languages![1]!.video).pathname,
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('video/mp4');
    const captions = await server.app.inject({ method: 'GET', url: '/media/captions-es.vtt' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.body).toContain('Bienvenidos');
  });

  it('gives the talks lessons play in three languages with captions, to readers of no series', async () => {
    // No resource plays a lesson's talk, so it is as open as the lesson: here to a visitor.
    const talk = (await get('/wp/v2/video/501')).json<Video>();
    expect(talk).toMatchObject({ title: 'Listening well: the first minute', language: 'en' });
    expect(talk.languages!.map((l) => [l.language, l.subtitles])).toEqual([
      ['en', '/media/talk-listening-en.vtt'],
      ['es', '/media/talk-listening-es.vtt'],
      ['he', '/media/talk-listening-he.vtt'],
    ]);
    const hebrew = await server.app.inject({
      method: 'GET',
      url: new URL(talk.languages![2]!.video).pathname,
    });
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.headers['content-type']).toBe('video/mp4');
    const captions = await server.app.inject({
      method: 'GET',
      url: '/media/talk-listening-he.vtt',
    });
    expect(captions.headers['content-type']).toContain('text/vtt');
    expect(captions.body).toContain('הקשבה טובה מתחילה בשתיקה.');
    // The same talk as a series' session video stays behind its series.
    const session = (await get('/wp/v2/resource/1001blog/1')).json<Resource>().video!.id;
    expect(session).not.toBe(talk.id);
    expect((await get(`/wp/v2/video/${session}`)).statusCode).toBe(403);
  });

  it('gives video data with download sizes ascending and the source labelled Original', async () => {
    const video = (
      await get('/wp/v2/blog/1/post/1001/downloads?key=videos', bearer(member))
    ).json<Video>();
    const sizes = video.meta!.download!.map((d) => d.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(video.meta!.download!.map((d) => d.public_name)).toContain('Original');
    expect((await get(`/wp/v2/video/${video.id}`, bearer(member))).json<Video>().id).toBe(video.id);
  });

  it('hands out expiring download links that serve the file until they expire', async () => {
    const options = (await get('/wp/v2/video/500/download', bearer(member))).json<
      DownloadOption[]
    >();
    expect(options.map((o) => o.size)).toEqual(
      [...options.map((o) => o.size)].sort((a, b) => a - b),
    );
    const small = options.find((o) => o.width === 320)!;
    expect(new Date(small.expires).getTime()).toBeGreaterThan(Date.now());
    const file = await server.app.inject({ method: 'GET', url: new URL(small.link).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.length).toBe(small.size);
    expect(small.link).toMatch(/\.mp4$/);
    const [base, signature, extension] = new URL(small.link).pathname.split('.');
    const forged = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const tampered = await server.app.inject({
      method: 'GET',
      url: `${base}.${forged}.${extension}`,
    });
    expect(tampered.statusCode).toBe(403);
    const gated = (await get('/wp/v2/resource/1001blog/1')).json<Resource>().video!.id;
    expect((await get(`/wp/v2/video/${gated}/download`)).statusCode).toBe(403);
    expect((await get(`/wp/v2/video/${gated}/download`, bearer(subscriber))).statusCode).toBe(403);

    const shortLived = await startTestServer({ downloadLinkTtl: -1 });
    try {
      const token = await login(shortLived.app, 'member@campus.test');
      const [expired] = (
        await shortLived.app.inject({
          method: 'GET',
          url: '/wp-json/wp/v2/video/500/download',
          headers: bearer(token),
        })
      ).json<DownloadOption[]>();
      const gone = await shortLived.app.inject({
        method: 'GET',
        url: new URL(expired!.link).pathname,
      });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().code).toBe('link_expired');
    } finally {
      await shortLived.close();
    }
  });

  it('names a document link after its resource, so viewers and saved files show the title', async () => {
    const list = (await get('/wp/v2/resource?per_page=100', bearer(member))).json<Resource[]>();
    const pdf = list.find((r) => r.attachedDocument?.url.endsWith('.pdf'))!;
    const url = new URL(pdf.attachedDocument!.url);
    const name = fileName(pdf.title);
    expect(name.length).toBeGreaterThan(5);
    expect(decodeURIComponent(url.pathname.split('/').pop()!)).toBe(`${name}.pdf`);
    const file = await server.app.inject({ method: 'GET', url: url.pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="${name}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
    );
    // The name is not signed: one that would change the file's type falls back to the file's own.
    const token = url.pathname.split('/').at(-2);
    const renamed = await server.app.inject({
      method: 'GET',
      url: `/wp-json/campus/v1/media/${token}/setup.exe`,
    });
    expect(renamed.headers['content-disposition']).toBe(
      `inline; filename="guide.pdf"; filename*=UTF-8''guide.pdf`,
    );
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/wp-json/campus/v1/media/x.y/${encodeURIComponent(name)}.pdf`,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps any script in a shown file name', () => {
    expect(fileName(' ../Guide: a/b?  ')).toBe('Guide a b');
    expect(contentDisposition(false, 'מדריך (v2).pdf')).toBe(
      `attachment; filename="_____ (v2).pdf"; filename*=UTF-8''%D7%9E%D7%93%D7%A8%D7%99%D7%9A%20%28v2%29.pdf`,
    );
  });
});
