import type { Course, PurchaseResponse } from '@campus/api-client';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer({ numberFreePlaylistViews: 2 });
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const { get, send } = restCalls(() => server.app);

describe('courses and purchase', () => {
  const card = (number: string) => ({
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    name: 'Test Buyer',
  });

  it('lists the course library and the member’s own courses', async () => {
    const products = await get('/wp/v2/product', bearer(member));
    expect(products.headers['x-wp-total']).toBe('4');
    expect(
      products
        .json()
        .filter((p: { active: boolean }) => p.active)
        .map((p: { slug: string }) => p.slug),
    ).toEqual(['foundations', 'growing-together']);
    const mine = (await get('/wp/v2/course?context=mine', bearer(member))).json<Course[]>();
    expect(mine.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['foundations', 'growing-together']),
    );
    expect((await get('/wp/v2/course?context=mine')).statusCode).toBe(401);
    expect((await get('/wp/v2/course?context=everything', bearer(member))).statusCode).toBe(400);
  });

  it('opens a series to run only for members running it', async () => {
    expect((await get('/wp/v2/course/foundations', bearer(member))).json().resources.length).toBe(
      9,
    );
    const translator = await login(server.app, 'translator@campus.test');
    const denied = await get('/wp/v2/course/foundations', bearer(translator));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You need to be running Foundations in order to have access to this resource.',
    );
  });

  it('buys a series with the success card, declines the declined card, and rejects bad numbers', async () => {
    const buyer = await login(server.app, 'translator@campus.test');
    const declined = await send(
      'POST',
      '/wp/v2/product/purchase',
      { product_id: 1, blog_id: 1, card: card('4000000000000002') },
      bearer(buyer),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: card('4242424242424241') },
          bearer(buyer),
        )
      ).json().code,
    ).toBe('invalid_card_number');
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: { ...card('4242424242424242'), exp_year: 2001 } },
          bearer(buyer),
        )
      ).json().code,
    ).toBe('expired_card');
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: { number: 'abc' } },
          bearer(buyer),
        )
      ).statusCode,
    ).toBe(400);
    const bought = await send(
      'POST',
      '/wp/v2/product/purchase',
      { product_id: 1, blog_id: 1, card: card('4242 4242 4242 4242') },
      bearer(buyer),
    );
    expect(bought.json<PurchaseResponse>()).toMatchObject({
      success: true,
      product_id: 1,
      blog_id: 1,
      order_id: expect.any(Number),
    });
    expect((await get('/wp/v2/course/foundations', bearer(buyer))).statusCode).toBe(200);
    expect((await get('/wp/v2/resource/1001blog/1', bearer(buyer))).json().canView).toBe(true);
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: card('4242424242424242') },
          bearer(buyer),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('creates, renames and deletes a course run with an organization', async () => {
    const created = await send(
      'POST',
      '/wp/v2/course',
      {
        title: 'Tuesday group',
        product_id: 2,
        blog_id: 1,
        organization_id: 3,
        start_date: '2027-01-12',
        acknowledged: true,
      },
      bearer(member),
    );
    expect(created.statusCode).toBe(201);
    const course = created.json<Course>();
    expect(course).toMatchObject({
      title: 'Tuesday group',
      slug: 'growing-together',
      organization_id: 3,
      start_date: '2027-01-12',
    });
    const renamed = await send(
      'PUT',
      `/wp/v2/course/${course.id}`,
      { title: 'Wednesday group' },
      bearer(member),
    );
    expect(renamed.json<Course>().title).toBe('Wednesday group');
    const refusal = async (body: Record<string, unknown>) =>
      (await send('POST', '/wp/v2/course', { blog_id: 1, ...body }, bearer(member))).statusCode;
    expect(await refusal({ product_id: 3, organization_id: 3 })).toBe(402);
    expect(await refusal({ product_id: 2, organization_id: 9999 })).toBe(400);
    expect(await refusal({ product_id: 2, start_date: 'soon' })).toBe(400);
    expect(
      (await send('DELETE', `/wp/v2/course/${course.id}`, undefined, bearer(member))).json(),
    ).toEqual({
      success: true,
      deleted: true,
      previous: { ...course, title: 'Wednesday group' },
    });
    expect((await get(`/wp/v2/course/${course.id}`, bearer(member))).statusCode).toBe(404);
  });
});
