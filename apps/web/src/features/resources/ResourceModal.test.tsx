import { getResource, type DownloadOption } from '@campus/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ltr } from '../../kit/format';
import { resourceOpened } from './index';

import {
  CLIP_DOWNLOADS,
  cardOf,
  clip,
  denied,
  findDialog,
  guide,
  mediaLink,
  poster,
  resourceLibraryOnCampus,
  served,
  toolkit,
} from './testing/resourceLibrary';

const { on, renderLibrary, writes } = resourceLibraryOnCampus();

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
  await waitFor(() => expect(on.clicked).toHaveLength(1));
  expect(on.clicked[0]).toEqual({
    href: expect.stringMatching(mediaLink(on.campus, '\\.webm$')),
    download: clip.slug,
  });
  expect(await served(on.clicked[0]!.href)).toEqual({
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
      await fetch(`${on.campus.baseUrl}/wp-json/wp/v2/video/${clip.video}/download`)
    ).json()) as DownloadOption[]
  ).filter((option) => option.public_name === 'Original');
  on.faults.fail({ match: CLIP_DOWNLOADS, fault: { status: 200, body: original } });
  const resource = await getResource(services.api, { id: clip.id, blog_id: 1 });
  act(() => {
    store.dispatch(resourceOpened({ resource, skipPreview: true }));
  });
  const dialog = await findDialog(clip.title);
  expect(within(dialog).queryByRole('group', { name: 'Preview' })).not.toBeInTheDocument();
  expect(await within(dialog).findByRole('radio', { name: /^Original/ })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() =>
    expect(on.clicked).toEqual([{ href: original[0]!.link, download: clip.slug }]),
  );
  // Preview skipped: no view is counted.
  await waitFor(() =>
    expect(writes()).toEqual([`PATCH /wp/v2/blog/1/post/${clip.id}/downloadcount`]),
  );
});

test('a document that cannot be previewed downloads at once without a dialog', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(toolkit.title));
  await waitFor(() => expect(on.clicked).toHaveLength(1));
  expect(on.clicked[0]).toEqual({
    href: expect.stringMatching(
      mediaLink(on.campus, '/Foundations%20week%208%20Toolkit%20Community\\.zip$'),
    ),
    download: toolkit.slug,
  });
  expect((await served(on.clicked[0]!.href)).status).toBe(200);
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
    mediaLink(on.campus, '/First%20Steps%20week%208%20Leader%20guide%20Service\\.pdf$'),
  );
  expect(await served(link)).toEqual({
    status: 200,
    disposition: expect.stringMatching(/^inline; .*\.pdf/),
  });
  expect(within(dialog).queryByText('Video download options')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(on.clicked).toEqual([{ href: link, download: guide.slug }]));
});

test('a png or jpg document previews as an image', async () => {
  const { user } = await renderLibrary();
  await user.click(cardOf(poster.title));
  const dialog = await findDialog(poster.title);
  const image = within(within(dialog).getByRole('group', { name: 'Preview' })).getByRole('img', {
    name: poster.title,
  });
  const link = image.getAttribute('src')!;
  expect(link).toMatch(mediaLink(on.campus, '/Poster%20Reflection%20evening\\.png$'));
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
