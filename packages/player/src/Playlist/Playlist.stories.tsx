import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Playlist } from './Playlist';
import type { PlaylistItem } from './Playlist';
import { clip } from '../stories-assets/media';

const items: PlaylistItem[] = [
  { id: 'welcome', title: 'Welcome', src: clip, duration: 8 },
  { id: 'basics', title: 'The basics', src: `${clip}#basics`, duration: 8 },
  { id: 'next-steps', title: 'Next steps', src: `${clip}#next`, duration: 8 },
];

/** What a designer reads first on the docs page. */
const GUIDANCE = `
A player with the list of its videos beside it (below it on a phone): choosing one plays it, and the end of one offers the next.

**When to use.** Several videos meant to be watched in order: a module's clips, a series.

**When not to.** One video (use Player); videos to browse rather than watch in turn (use cards).

**Do.** Give each item its duration so the list shows play time. Give the playlist a \`title\`: it names the list for assistive technology.

**Don't.** Expect two playlists on a page to play at once: a playlist that starts pauses the others.

**Accessibility.** The list is a list of buttons with the playing item marked; the end overlay's Replay and Up Next are buttons reached by the keyboard.

**Content.** Video titles come from the server and keep their own direction. \`labels\` carries every word the playlist shows.
`;

const meta = {
  title: 'Player/Playlist',
  component: Playlist,
  parameters: {
    docs: {
      description: { component: GUIDANCE },
      // Each example in a frame of its own, where it plays the demo clip as it does on its own.
      story: { inline: false, iframeHeight: 560 },
    },
  },
  // The video area shows black or the clip's first frame depending on when the browser paints it
  // (both seen on two busy cores): these stories are left out of the visual check; their play
  // functions and axe still run.
  tags: ['!visual'],
  args: {
    items,
    title: 'Getting started',
    playerProps: { muted: true },
    onSelect: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof Playlist>;
export default meta;

type Story = StoryObj<typeof meta>;

const LONG = { timeout: 20_000 };

/** The first video is selected; choosing another stops the current one and plays the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Videos' });
    await expect(within(list).getByRole('button', { name: /Welcome/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const first = canvas.getByRole('region', { name: 'Welcome' });
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'ready'), LONG);

    await userEvent.click(within(list).getByRole('button', { name: /The basics/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(items[1]);
    await expect(canvas.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
    const second = canvas.getByRole('region', { name: 'The basics' });
    await waitFor(() => expect(second).toHaveAttribute('data-state', 'playing'), LONG);
  },
};

/** Starting one playlist pauses the other: only one plays on a page at a time. */
export const TwoPlaylistsOnOnePage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <Playlist {...args} title="Getting started" />
      <Playlist
        {...args}
        title="Going further"
        items={items.map((item) => ({
          ...item,
          id: `further-${item.id}`,
          title: `Further: ${item.title}`,
        }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByRole('region', { name: 'Welcome' });
    const b = canvas.getByRole('region', { name: 'Further: Welcome' });
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'ready'), LONG);
    await waitFor(() => expect(b).toHaveAttribute('data-state', 'ready'), LONG);

    await userEvent.click(within(a).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'playing'), LONG);
    await userEvent.click(within(b).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(b).toHaveAttribute('data-state', 'playing'), LONG);
    await waitFor(() => expect(a).toHaveAttribute('data-state', 'paused'), LONG);
    await expect(b).toHaveAttribute('data-state', 'playing');
  },
};

/** At the end an overlay offers Replay and Up Next; Up Next plays the following video. */
export const EndOverlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Welcome' });
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'ready'), LONG);
    // A media element has no ARIA role; start near the end as a seek would.
    const video = first.querySelector('video');
    if (!video) throw new Error('the video is not mounted');
    video.currentTime = video.duration - 0.5;
    await userEvent.click(within(first).getByRole('button', { name: 'Play Video' }));
    const overlay = await canvas.findByRole('group', { name: 'Video ended' }, LONG);
    const replay = within(overlay).getByRole('button', { name: 'Replay' });
    await expect(replay).toBeVisible();
    const upNext = within(overlay).getByRole('button', { name: 'Up Next: The basics' });
    // WCAG 2.2 target size: both end choices are at least 24 px tall.
    for (const button of [replay, upNext]) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(upNext);
    const second = canvas.getByRole('region', { name: 'The basics' });
    await waitFor(() => expect(second).toHaveAttribute('data-state', 'playing'), LONG);
  },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoGiveEachItemItsLength: Story = {
  name: 'Do: give each item its length',
  parameters: {
    example: {
      verdict: 'do',
      caption: 'A titled list whose items show their play time, so a member can plan a sitting.',
    },
  },
};

export const DontLeaveOutTheLengths: Story = {
  name: "Don't: leave out the lengths",
  args: { items: items.map(({ duration: _duration, ...item }) => item) },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'Items with no play time: a member cannot tell what each video asks of them.',
    },
  },
};
