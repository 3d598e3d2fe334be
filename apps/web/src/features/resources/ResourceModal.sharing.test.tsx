import { getResource } from '@campus/api-client';
import { until, withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../../kit/router';
import { App } from '../../app/App';
import { createI18n } from '../../i18n';
import { campusServices } from '../../testing/kit';
import { ResourceLibrary, ResourceModalHost, resourceOpened } from './index';

import {
  CLIP_DOWNLOADS,
  cardOf,
  clip,
  findDialog,
  poster,
  resourceLibraryOnCampus,
  served,
} from './testing/resourceLibrary';

const { on, renderLibrary, openState } = resourceLibraryOnCampus();

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
    await waitFor(() => expect(on.clicked).toHaveLength(1));
    const fresh = openState().options.find((option) => option.public_name === 'Small')!;
    expect(fresh.link).not.toBe(first.link);
    expect(on.clicked).toEqual([{ href: fresh.link, download: clip.slug }]);
    expect(on.faults.calls.filter((call) => call === CLIP_DOWNLOADS)).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: /^Small/ })).toBeChecked();
  });

  test('when no fresh option matches, the person is asked to make another selection', async () => {
    const { dialog, user, first } = await chooseSmallAndLetItExpire();
    // Re-encoded meanwhile: the fresh list offers a size that was not there before.
    on.faults.fail({
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
    expect(on.clicked).toEqual([]);
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
  expect(on.faults.calls).toContain('GET /wp/v2/resource/1049blog/1');
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
  on.faults = withFaults();
  on.faults.fail({ match: 'GET /wp/v2/resource?', fault: { status: 500 }, times: 1 });
  const kit = await campusServices(on.campus, { faults: on.faults });
  on.store = kit.store;
  const router = createMemoryAppRouter([
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
  const libraryCalls = on.faults.calls.filter((call) => call.startsWith('GET /wp/v2/resource?'));
  expect(libraryCalls).toHaveLength(2);
  expect(libraryCalls.every((call) => /[?&]bucket=promotional(&|$)/.test(call))).toBe(true);
  // The modal host renders nothing until a resource opens.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(cardOf(poster.title));
  expect(await findDialog(poster.title)).toBeInTheDocument();
});
