import { getResource, type DownloadOption } from '@campus/api-client';
import { until, withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { ltr } from '../../kit/format';
import { App } from '../../app/App';
import type { AppStore } from '../../app/store';
import { createI18n } from '../../i18n';
import { campusServices, renderCampus, stopStore } from '../../testing/kit';
import { ResourceLibrary, ResourceModalHost, resourceOpened } from './index';

// Seeded resources, seen by the demo member, who runs Foundations and Growing Together.
const clip = {
  id: 1049,
  title: 'Promo clip: Storytelling evening',
  slug: 'promo-clip-storytelling-evening',
  video: 509,
};
const poster = { id: 1050, title: 'Poster: Reflection evening', slug: 'poster-reflection-evening' };
const guide = {
  id: 1035,
  title: 'First Steps week 8 Leader guide: Service',
  slug: 'first-steps-week-8-leader-guide-service',
};
const toolkit = {
  id: 1008,
  title: 'Foundations week 8 Toolkit: Community',
  slug: 'foundations-week-8-toolkit-community',
};
// Leading Teams material: listed, but closed to someone who does not run that series.
const denied = { id: 1019, title: 'Leading Teams week 1 Session video: Feedback' };

const CLIP_DOWNLOADS = 'GET /wp/v2/video/509/download';

let campus: Campus;
let faults: FaultyFetch;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterAll(() => campus.close());

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  clicked = [];
  // The browser's part of a download: record which anchor the app asked it to follow.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  stopStore(store);
  jest.restoreAllMocks();
});

async function renderLibrary(path = '/resources', on: Campus = campus) {
  faults = withFaults();
  const view = await renderCampus(on, path, { faults });
  store = view.store;
  const user = userEvent.setup();
  // The first render compiles the lazy screen; give it more than the default second.
  await screen.findByRole('heading', { name: 'Resources', level: 1 }, { timeout: 5000 });
  // A shared address may already have opened its window, which hides the library behind it.
  await screen.findByRole('region', { name: 'Promo Videos', hidden: true }, { timeout: 5000 });
  return { ...view, user };
}

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

const cardOf = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title.replace(/[:.]/g, '\\$&')}`) });

const writes = () => faults.calls.filter((call) => call.startsWith('PATCH '));

const openState = () => store!.getState().resources;

/** Signed media links of this server, as its file routes serve them. */
const mediaLink = (on: Campus, name = '') =>
  new RegExp(`^${on.baseUrl}/wp-json/campus/v1/media/[\\w-]+\\.[\\w-]+${name}`);

/** What the server hands out for a link: its status and the file it names. */
async function served(link: string) {
  const response = await fetch(link);
  await response.arrayBuffer();
  return { status: response.status, disposition: response.headers.get('content-disposition') };
}

test('the library shows nested buckets with labels, descriptions and cards with thumbnail, icon and type', async () => {
  await renderLibrary();
  const series = screen.getByRole('region', { name: 'Series Material' });
  expect(within(series).getByText('Everything you need to run a series.')).toBeInTheDocument();
  const foundations = within(series).getByRole('region', { name: 'Foundations' });
  expect(
    within(foundations).getByText('Eight weeks on the basics of leading a group well.'),
  ).toBeInTheDocument();
  const card = within(foundations).getByRole('button', { name: /Toolkit: Community/ });
  expect(card).toHaveTextContent('Document');
  expect(within(card).getByTestId('icon-folder')).toBeInTheDocument();
  const promo = screen.getByRole('region', { name: 'Promo Videos' });
  const video = within(promo).getByRole('button', { name: /^Promo clip: Storytelling evening/ });
  expect(video).toHaveTextContent('Video');
  expect(within(video).getByRole('presentation')).toHaveAttribute('src', '/media/cover-laptop.png');
  expect(within(video).getByTestId('icon-movie')).toBeInTheDocument();
});

test('a video previews, counts a view, then downloads the chosen option from the download options step', async () => {
  const { user } = await renderLibrary();
  const resized = jest.fn();
  window.addEventListener('resize', resized);
  await user.click(cardOf(clip.title));
  const dialog = await findDialog(clip.title);
  const preview = within(dialog).getByRole('group', { name: 'Preview' });
  // The signed link goes to the player's file engine (jsdom cannot play it; the journey does).
  const player = await within(preview).findByRole('region', { name: clip.title });
  expect(player).toHaveAttribute('data-kind', 'file');
  await waitFor(() => expect(writes()).toContain(`PATCH /wp/v2/blog/1/post/${clip.id}/viewcount`));

  resized.mockClear();
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(resized).toHaveBeenCalled());
  window.removeEventListener('resize', resized);
  const options = within(dialog).getByRole('group', { name: 'Video download options' });
  const radios = within(options).getAllByRole('radio');
  // The clip's three encodings, smallest first.
  expect(radios).toHaveLength(3);
  // Sizes and dimensions are isolated left to right, so a right-to-left page keeps them whole.
  expect(radios[0]).toHaveAccessibleName(`WebM (${ltr('640×360')}, ${ltr('28.3 KB')})`);
  expect(radios[1]).toHaveAccessibleName(`Small (${ltr('320×180')}, ${ltr('28.4 KB')})`);
  expect(radios[2]).toHaveAccessibleName(`Original (${ltr('640×360')}, ${ltr('35.4 KB')})`);
  const download = within(dialog).getByRole('button', { name: 'Download' });
  expect(download).toBeDisabled();
  await user.click(within(options).getByRole('radio', { name: /^WebM/ }));
  expect(download).toBeEnabled();
  await user.click(download);
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]).toEqual({
    href: expect.stringMatching(mediaLink(campus, '\\.webm$')),
    download: clip.slug,
  });
  expect(await served(clicked[0]!.href)).toEqual({
    status: 200,
    disposition: expect.stringMatching(/^attachment; .*clip-b-640x360\.webm/),
  });
  await waitFor(() =>
    expect(writes()).toContain(`PATCH /wp/v2/blog/1/post/${clip.id}/downloadcount`),
  );
});

test('a single download option is chosen for you', async () => {
  const { store, user, services } = await renderLibrary();
  // A clip offered in one encoding only: the server's own Original option, alone.
  const original = (
    (await (
      await fetch(`${campus.baseUrl}/wp-json/wp/v2/video/${clip.video}/download`)
    ).json()) as DownloadOption[]
  ).filter((option) => option.public_name === 'Original');
  faults.fail({ match: CLIP_DOWNLOADS, fault: { status: 200, body: original } });
  const resource = await getResource(services.api, { id: clip.id, blog_id: 1 });
  act(() => {
    store.dispatch(resourceOpened({ resource, skipPreview: true }));
  });
  const dialog = await findDialog(clip.title);
  expect(within(dialog).queryByRole('group', { name: 'Preview' })).not.toBeInTheDocument();
  expect(await within(dialog).findByRole('radio', { name: /^Original/ })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(clicked).toEqual([{ href: original[0]!.link, download: clip.slug }]));
  // Preview skipped: no view is counted.
  await waitFor(() =>
    expect(writes()).toEqual([`PATCH /wp/v2/blog/1/post/${clip.id}/downloadcount`]),
  );
});

test('a document that cannot be previewed downloads at once without a dialog', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(toolkit.title));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]).toEqual({
    href: expect.stringMatching(
      mediaLink(campus, '/Foundations%20week%208%20Toolkit%20Community\\.zip$'),
    ),
    download: toolkit.slug,
  });
  expect((await served(clicked[0]!.href)).status).toBe(200);
  await waitFor(() =>
    expect(writes()).toEqual([`PATCH /wp/v2/blog/1/post/${toolkit.id}/downloadcount`]),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a previewable document shows its preview and the only step downloads it', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(guide.title));
  const dialog = await findDialog(guide.title);
  const link = within(dialog).getByTitle(`Preview of ${guide.title}`).getAttribute('src')!;
  expect(link).toMatch(
    mediaLink(campus, '/First%20Steps%20week%208%20Leader%20guide%20Service\\.pdf$'),
  );
  expect(await served(link)).toEqual({
    status: 200,
    disposition: expect.stringMatching(/^inline; .*\.pdf/),
  });
  expect(within(dialog).queryByText('Video download options')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(clicked).toEqual([{ href: link, download: guide.slug }]));
});

test('a png or jpg document previews as an image', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(poster.title));
  const dialog = await findDialog(poster.title);
  const image = within(within(dialog).getByRole('group', { name: 'Preview' })).getByRole('img', {
    name: poster.title,
  });
  const link = image.getAttribute('src')!;
  expect(link).toMatch(mediaLink(campus, '/Poster%20Reflection%20evening\\.png$'));
  expect(await served(link)).toEqual({
    status: 200,
    disposition: expect.stringMatching(/^inline; .*\.png/),
  });
});

test('a denied resource shows the access dialog, whose Run this Series link navigates and closes it', async () => {
  const { user, router } = await renderLibrary();
  await user.click(cardOf(denied.title));
  const dialog = await findDialog('You do not have access to this content');
  expect(dialog).toHaveTextContent(
    'You need to be running Leading Teams in order to have access to this resource.',
  );
  await user.click(within(dialog).getByRole('link', { name: 'Run this Series' }));
  expect(router.state.location.pathname).toBe('/courses/run/leading-teams');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes()).toEqual([]);
});

test('an unnamed denying product reads the related product and offers no link', async () => {
  const { store, services } = await renderLibrary();
  const resource = await getResource(services.api, { id: denied.id, blog_id: 1 });
  expect(resource.error_products).toEqual([
    { id: 3, blog_id: 1, title: 'Leading Teams', slug: 'leading-teams' },
  ]);
  act(() => {
    store.dispatch(resourceOpened({ resource: { ...resource, error_products: [] } }));
  });
  const dialog = await findDialog('You do not have access to this content');
  expect(dialog).toHaveTextContent(
    'You need to be running the related product in order to have access to this resource.',
  );
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
});

describe('with download links that last a second', () => {
  let shortLived: Campus;
  beforeAll(async () => {
    shortLived = await startCampus({ env: { DOWNLOAD_LINK_TTL: '1' } });
  });
  afterAll(() => shortLived.close());

  /** Opens the clip at its options, picks Small and waits until its link has expired. */
  async function chooseSmallAndLetItExpire() {
    const { store, user, services } = await renderLibrary('/resources', shortLived);
    const resource = await getResource(services.api, { id: clip.id, blog_id: 1 });
    act(() => {
      store.dispatch(resourceOpened({ resource, skipPreview: true }));
    });
    const dialog = await findDialog(clip.title);
    await user.click(await within(dialog).findByRole('radio', { name: /^Small/ }));
    const first = openState().options.find((option) => option.public_name === 'Small')!;
    expect(await until(() => Date.parse(first.expires) < Date.now(), 3000)).toBe(true);
    expect((await served(first.link)).status).toBe(410);
    return { dialog, user, first };
  }

  test('an expired link is refreshed and the same width, height and quality downloaded', async () => {
    const { dialog, user, first } = await chooseSmallAndLetItExpire();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const fresh = openState().options.find((option) => option.public_name === 'Small')!;
    expect(fresh.link).not.toBe(first.link);
    expect(clicked).toEqual([{ href: fresh.link, download: clip.slug }]);
    expect(faults.calls.filter((call) => call === CLIP_DOWNLOADS)).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /^Small/ })).toBeChecked();
  });

  test('when no fresh option matches, the person is asked to make another selection', async () => {
    const { dialog, user, first } = await chooseSmallAndLetItExpire();
    // Re-encoded meanwhile: the fresh list offers a size that was not there before.
    faults.fail({
      match: CLIP_DOWNLOADS,
      fault: {
        status: 200,
        body: [
          {
            ...first,
            public_name: 'HD',
            width: 1280,
            height: 720,
            quality: '720p',
            expires: new Date(Date.now() + 60_000).toISOString(),
          },
        ],
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The video you requested is no longer available. Please make another selection.',
    );
    expect(clicked).toEqual([]);
    // The fresh list holds one option, which is chosen for the next try.
    expect(within(dialog).getByRole('radio', { name: /^HD/ })).toBeChecked();
  });
});

test('copying the share link shows Copied to Clipboard for 1.5 s', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(clip.title));
  const dialog = await findDialog(clip.title);
  await user.click(await within(dialog).findByRole('button', { name: 'Copy share link' }));
  expect(await within(dialog).findByText('Copied to Clipboard')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(
    'http://localhost/resources?resource=1049&blog=1',
  );
  await waitFor(
    () => expect(within(dialog).queryByText('Copied to Clipboard')).not.toBeInTheDocument(),
    { timeout: 2500 },
  );
});

test('a shared address opens its resource, and the modal closes on navigation', async () => {
  const { router } = await renderLibrary('/resources?resource=1049&blog=1');
  await findDialog(clip.title);
  expect(faults.calls).toContain('GET /wp/v2/resource/1049blog/1');
  await act(() => router.navigate('/resources'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the close control closes the modal', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(poster.title));
  const dialog = await findDialog(poster.title);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an embedded library asks for its bucket, says when it failed and loads again on Try again', async () => {
  faults = withFaults();
  faults.fail({ match: 'GET /wp/v2/resource?', fault: { status: 500 }, times: 1 });
  const kit = await campusServices(campus, { faults });
  store = kit.store;
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ResourceLibrary bucket="promotional" />
          <ResourceModalHost />
        </>
      ),
    },
  ]);
  const user = userEvent.setup();
  render(<App store={kit.store} router={router} i18n={await createI18n('en')} />);
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'The resources could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Print' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Series Material' })).not.toBeInTheDocument();
  const libraryCalls = faults.calls.filter((call) => call.startsWith('GET /wp/v2/resource?'));
  expect(libraryCalls).toHaveLength(2);
  expect(libraryCalls.every((call) => /[?&]bucket=promotional(&|$)/.test(call))).toBe(true);
  // The modal host renders nothing until a resource opens.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(cardOf(poster.title));
  expect(await findDialog(poster.title)).toBeInTheDocument();
});
