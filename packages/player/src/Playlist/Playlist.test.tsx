import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Playlist } from './Playlist';
import type { PlaylistItem } from './Playlist';

const items: PlaylistItem[] = [
  { id: 'a', title: 'Welcome', src: '/media/welcome.webm', duration: 95 },
  { id: 'b', title: 'The basics', src: '/media/basics.webm', duration: 3931 },
];

/** A media element has no ARIA role to query by; tests play it by its own events. */
// eslint-disable-next-line testing-library/no-node-access
const videoOf = (region: HTMLElement) => region.querySelector('video');

async function mountedVideo(name: string) {
  const region = screen.getByRole('region', { name });
  const video = await waitFor(() => {
    const element = videoOf(region);
    if (!element) throw new Error('no video yet');
    return element;
  });
  return { region, video };
}

test('the first video is selected and choosing another replaces the player', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<Playlist title="Getting started" items={items} onSelect={onSelect} />);
  const list = screen.getByRole('list', { name: 'Videos' });
  expect(within(list).getByRole('button', { name: 'Welcome 2m' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(within(list).getByRole('button', { name: 'The basics 1h 6m' })).toHaveAttribute(
    'aria-current',
    'false',
  );
  const { video } = await mountedVideo('Welcome');

  await user.click(within(list).getByRole('button', { name: 'The basics 1h 6m' }));
  expect(onSelect).toHaveBeenCalledWith(items[1]);
  expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
  expect(video.isConnected).toBe(false);
  const next = await mountedVideo('The basics');
  expect(next.video).toHaveAttribute('src', '/media/basics.webm');
});

test('at the end an overlay offers Replay and Up Next, which moves to the next video', async () => {
  const user = userEvent.setup();
  render(<Playlist title="Getting started" items={items} />);
  const { video } = await mountedVideo('Welcome');
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('ended'));
  });
  const overlay = await screen.findByRole('group', { name: 'Video ended' });
  expect(within(overlay).getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  await user.click(within(overlay).getByRole('button', { name: 'Up Next: The basics' }));
  expect(screen.queryByRole('group', { name: 'Video ended' })).not.toBeInTheDocument();
  await mountedVideo('The basics');
});

test('a playlist without items renders nothing', () => {
  const { container } = render(<Playlist title="Empty" items={[]} />);
  expect(container).toBeEmptyDOMElement();
});

test('a clip under a minute shows the under-a-minute text, not 0m', () => {
  const clips: PlaylistItem[] = [
    { id: 'a', title: 'Teaser', src: '/media/teaser.webm', duration: 4 },
    { id: 'b', title: 'Trailer', src: '/media/trailer.webm', duration: 31 },
  ];
  const { rerender } = render(<Playlist title="Clips" items={clips} />);
  const list = screen.getByRole('list', { name: 'Videos' });
  expect(within(list).getByRole('button', { name: 'Teaser < 1m' })).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Trailer 1m' })).toBeInTheDocument();

  rerender(<Playlist title="Clips" items={clips} labels={{ underAMinute: 'פחות מדקה' }} />);
  expect(within(list).getByRole('button', { name: 'Teaser פחות מדקה' })).toBeInTheDocument();
});
