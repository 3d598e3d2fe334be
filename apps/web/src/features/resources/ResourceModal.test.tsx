import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type DownloadOption, type Resource, type ResourceBucket } from '@campus/api-client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { createAppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { createI18n } from '../../i18n';
import { ResourceLibrary, ResourceModalHost, resourceOpened } from './index';

// Like the reference server's signed links: the signature, then the file's own extension.
const media = (name: string) => `http://127.0.0.1/wp-json/campus/v1/media/${name}.c2lnbmF0dXJlX29mX3RoZV9saW5r.mp4`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const video: Resource = {
  id: 1049,
  blog_id: 1,
  title: 'Promo clip: Storytelling evening',
  slug: 'promo-clip-storytelling-evening',
  type: 'video',
  thumbnail: { sizes: { medium: { url: '/media/thumb-a.jpg' } } },
  video: { id: 509, blog_id: 1, url: '', title: 'Promo clip', duration: 0 },
  attachedDocument: null,
  products: [],
  error: null,
  canPreview: true,
  canView: true,
  iconName: 'movie',
};
const poster: Resource = {
  ...video,
  id: 1050,
  title: 'Poster: Reflection evening',
  slug: 'poster-reflection-evening',
  type: 'document',
  video: null,
  attachedDocument: { url: media('poster') },
  iconName: 'document',
};
const toolkit: Resource = {
  ...poster,
  id: 1008,
  title: 'Foundations week 8 Toolkit: Community',
  slug: 'foundations-week-8-toolkit-community',
  attachedDocument: { url: media('toolkit') },
  canPreview: false,
  iconName: 'folder',
};
const denied: Resource = {
  ...video,
  id: 1001,
  title: 'Foundations week 1 Session video: Listening',
  products: [{ id: 11, blog_id: 1 }],
  error: 'You do not have access to this content',
  error_products: [{ id: 11, blog_id: 1, title: 'Foundations', slug: 'foundations' }],
  canView: false,
};
const buckets: ResourceBucket[] = [
  {
    name: 'series',
    label: 'Series Material',
    description: 'Everything you need to run a series.',
    items: [],
    buckets: [{ name: 'series-foundations', label: 'Foundations', description: 'The basics.', items: [toolkit, denied], buckets: [] }],
  },
  {
    name: 'promotional',
    label: 'Promo Material',
    description: 'Posters, clips and invitations.',
    items: [],
    buckets: [{ name: 'promo', label: 'Promo Videos', description: '', items: [video, poster], buckets: [] }],
  },
];

const option = (public_name: string, width: number, height: number, quality: string, size: number, expires = inAnHour()): DownloadOption => ({
  public_name,
  width,
  height,
  quality,
  size,
  link: media(`${quality}-${expires.slice(0, 4)}`),
  expires,
});
const threeOptions = (expires?: string) => [
  option('Original', 640, 360, '360p', 152_595, expires),
  option('Small', 320, 180, '180p', 59_945, expires),
  option('WebM', 640, 360, '360p-webm', 136_893, expires),
];

let server: Server;
const writes: string[] = [];
let downloadAnswers: DownloadOption[][] = [];
const libraryQueries: string[] = [];
let libraryRefusals = 0;

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  res.setHeader('content-type', 'application/json');
  const send = (body: unknown) => res.end(JSON.stringify(body));
  if (req.method === 'PATCH') {
    writes.push(url.pathname.replace('/wp-json/wp/v2', ''));
    return send({ success: true });
  }
  if (url.pathname === '/wp-json/wp/v2/features-config') return send([{ key: 'resource-share-links', enabled: true }]);
  if (url.pathname === '/wp-json/wp/v2/appStatus') return send({ applicationHash: 'a', restartRequired: false });
  if (url.pathname === '/wp-json/wp/v2/resource' && url.searchParams.get('format') === 'bucket') {
    libraryQueries.push(url.searchParams.get('bucket') ?? '');
    if (libraryRefusals > 0) {
      libraryRefusals -= 1;
      res.statusCode = 403;
      return send({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } });
    }
    const wanted = url.searchParams.get('bucket');
    return send(wanted ? buckets.filter((b) => b.name === wanted) : buckets);
  }
  if (url.pathname === '/wp-json/wp/v2/resource/1049blog/1') return send(video);
  if (url.pathname === '/wp-json/wp/v2/blog/1/post/1049/downloads') {
    return send({ ...video.video, url: media('clip'), meta: { download: [] } });
  }
  if (url.pathname === '/wp-json/wp/v2/video/509/download') return send(downloadAnswers.shift() ?? threeOptions());
  res.statusCode = 404;
  send({ code: 'rest_no_route', message: 'No route', data: { status: 404 } });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  writes.length = 0;
  libraryQueries.length = 0;
  libraryRefusals = 0;
  downloadAnswers = [];
  clicked = [];
  // The browser's part of a download: record which anchor the app asked it to follow.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

async function renderLibrary(path = '/resources') {
  const { port } = server.address() as AddressInfo;
  const kit = testServices({ api: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }) });
  const store = createAppStore(kit.services);
  const router = createMemoryRouter(createRoutes(kit.services), { initialEntries: [path] });
  const i18n = await createI18n('en');
  const user = userEvent.setup();
  render(<App store={store} router={router} i18n={i18n} />);
  // The first render compiles the lazy screen; give it more than the default second.
  await screen.findByRole('heading', { name: 'Resources', level: 1 }, { timeout: 5000 });
  // A shared address may already have opened its window, which hides the library behind it.
  await screen.findByRole('region', { name: 'Promo Videos', hidden: true }, { timeout: 5000 });
  return { ...kit, store, router, user };
}

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

const cardOf = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title.replace(/[:.]/g, '\\$&')}`) });

test('the library shows nested buckets with labels, descriptions and cards with thumbnail, icon and type', async () => {
  await renderLibrary();
  const series = screen.getByRole('region', { name: 'Series Material' });
  expect(within(series).getByText('Everything you need to run a series.')).toBeInTheDocument();
  const foundations = within(series).getByRole('region', { name: 'Foundations' });
  const card = within(foundations).getByRole('button', { name: /Toolkit: Community/ });
  expect(card).toHaveTextContent('Document');
  expect(within(card).getByTestId('icon-folder')).toBeInTheDocument();
  const clip = cardOf(video.title);
  expect(clip).toHaveTextContent('Video');
  expect(within(clip).getByRole('presentation')).toHaveAttribute('src', '/media/thumb-a.jpg');
  expect(within(clip).getByTestId('icon-movie')).toBeInTheDocument();
});

test('a video previews, counts a view, then downloads the chosen option from the download options step', async () => {
  const { user } = await renderLibrary();
  const resized = jest.fn();
  window.addEventListener('resize', resized);
  await user.click(cardOf(video.title));
  const dialog = await findDialog(video.title);
  const preview = within(dialog).getByRole('group', { name: 'Preview' });
  // The signed link goes to the player's file engine (jsdom cannot play it; the journey does).
  const player = await within(preview).findByRole('region', { name: video.title });
  expect(player).toHaveAttribute('data-kind', 'file');
  await waitFor(() => expect(writes).toContain('/blog/1/post/1049/viewcount'));

  resized.mockClear();
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(resized).toHaveBeenCalled());
  window.removeEventListener('resize', resized);
  const options = within(dialog).getByRole('group', { name: 'Video download options' });
  const radios = within(options).getAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(radios[0]).toHaveAccessibleName('Small (320×180, 58.5 KB)');
  expect(radios[1]).toHaveAccessibleName('WebM (640×360, 133.7 KB)');
  expect(radios[2]).toHaveAccessibleName('Original (640×360, 149.0 KB)');
  const download = within(dialog).getByRole('button', { name: 'Download' });
  expect(download).toBeDisabled();
  await user.click(within(options).getByRole('radio', { name: /^WebM/ }));
  expect(download).toBeEnabled();
  await user.click(download);
  await waitFor(() => expect(clicked).toEqual([{ href: media(`360p-webm-${inAnHour().slice(0, 4)}`), download: video.slug }]));
  await waitFor(() => expect(writes).toContain('/blog/1/post/1049/downloadcount'));
});

test('a single download option is chosen for you', async () => {
  downloadAnswers = [[option('Original', 640, 360, '360p', 152_595)]];
  const { store, user } = await renderLibrary();
  act(() => {
    store.dispatch(resourceOpened({ resource: video, skipPreview: true }));
  });
  const dialog = await findDialog(video.title);
  expect(within(dialog).queryByRole('group', { name: 'Preview' })).not.toBeInTheDocument();
  expect(await within(dialog).findByRole('radio', { name: /^Original/ })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  // Preview skipped: no view is counted.
  expect(writes).not.toContain('/blog/1/post/1049/viewcount');
});

test('a document that cannot be previewed downloads at once without a dialog', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(toolkit.title));
  await waitFor(() => expect(clicked).toEqual([{ href: media('toolkit'), download: toolkit.slug }]));
  await waitFor(() => expect(writes).toEqual(['/blog/1/post/1008/downloadcount']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a previewable document shows its preview and the only step downloads it', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(poster.title));
  const dialog = await findDialog(poster.title);
  expect(within(dialog).getByTitle(`Preview of ${poster.title}`)).toHaveAttribute('src', media('poster'));
  expect(within(dialog).queryByText('Video download options')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(clicked).toEqual([{ href: media('poster'), download: poster.slug }]));
});

test('a denied resource shows the access dialog, whose Run this Series link navigates and closes it', async () => {
  const { user, router } = await renderLibrary();
  await user.click(cardOf(denied.title));
  const dialog = await findDialog('You do not have access to this content');
  expect(dialog).toHaveTextContent('You need to be running Foundations in order to have access to this resource.');
  await user.click(within(dialog).getByRole('link', { name: 'Run this Series' }));
  expect(router.state.location.pathname).toBe('/courses/run/foundations');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes).toEqual([]);
});

test('an unnamed denying product reads the related product and offers no link', async () => {
  const { store } = await renderLibrary();
  act(() => {
    store.dispatch(resourceOpened({ resource: { ...denied, error_products: [] } }));
  });
  const dialog = await findDialog('You do not have access to this content');
  expect(dialog).toHaveTextContent('You need to be running the related product in order to have access to this resource.');
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
});

test('an expired link is refreshed and the same width, height and quality downloaded', async () => {
  downloadAnswers = [threeOptions('2000-01-01T00:00:00.000Z'), threeOptions()];
  const { store, user } = await renderLibrary();
  act(() => {
    store.dispatch(resourceOpened({ resource: video, skipPreview: true }));
  });
  const dialog = await findDialog(video.title);
  await user.click(await within(dialog).findByRole('radio', { name: /^Small/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(clicked).toEqual([{ href: media(`180p-${inAnHour().slice(0, 4)}`), download: video.slug }]));
  expect(within(dialog).getByRole('radio', { name: /^Small/ })).toBeChecked();
});

test('when no fresh option matches, the person is asked to make another selection', async () => {
  downloadAnswers = [threeOptions('2000-01-01T00:00:00.000Z'), [option('HD', 1280, 720, '720p', 500_000)]];
  const { store, user } = await renderLibrary();
  act(() => {
    store.dispatch(resourceOpened({ resource: video, skipPreview: true }));
  });
  const dialog = await findDialog(video.title);
  await user.click(await within(dialog).findByRole('radio', { name: /^Small/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The video you requested is no longer available. Please make another selection.',
  );
  expect(clicked).toEqual([]);
  // The fresh list holds one option, which is chosen for the next try.
  expect(within(dialog).getByRole('radio', { name: /^HD/ })).toBeChecked();
});

test('copying the share link shows Copied to Clipboard for 1.5 s', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(video.title));
  const dialog = await findDialog(video.title);
  await user.click(await within(dialog).findByRole('button', { name: 'Copy share link' }));
  expect(await within(dialog).findByText('Copied to Clipboard')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/resources?resource=1049&blog=1');
  await waitFor(() => expect(within(dialog).queryByText('Copied to Clipboard')).not.toBeInTheDocument(), { timeout: 2500 });
});

test('a shared address opens its resource, and the modal closes on navigation', async () => {
  const { router } = await renderLibrary('/resources?resource=1049&blog=1');
  await findDialog(video.title);
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
  libraryRefusals = 1;
  const { port } = server.address() as AddressInfo;
  const kit = testServices({ api: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }) });
  const store = createAppStore(kit.services);
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
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The resources could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Series Material' })).not.toBeInTheDocument();
  expect(libraryQueries).toEqual(['promotional', 'promotional']);
  // The modal host renders nothing until a resource opens.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(cardOf(poster.title));
  expect(await findDialog(poster.title)).toBeInTheDocument();
});
