import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Player } from './Player';
import { captionsAr, captionsEn, clip, UNREACHABLE_SCRIPT } from '../stories-assets/media';

const meta = {
  title: 'Player/Player',
  component: Player,
  args: {
    src: clip,
    title: 'Test pattern',
    muted: true,
    tracks: [
      { src: captionsEn, srclang: 'en', label: 'English' },
      { src: captionsAr, srclang: 'ar', label: 'العربية' },
    ],
    onReady: fn(),
    onPlay: fn(),
    onPause: fn(),
    onEnded: fn(),
    onComplete: fn(),
    onError: fn(),
    onProgress: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Player>;
export default meta;

type Story = StoryObj<typeof meta>;

const LONG = { timeout: 20_000 };

function parts(canvasElement: HTMLElement, name = 'Test pattern') {
  const region = within(canvasElement).getByRole('region', { name });
  // A media element has no ARIA role; play functions steer it the way a browser control would.
  const video = () => {
    const element = region.querySelector('video');
    if (!element) throw new Error('the video is not mounted yet');
    return element;
  };
  return { region, video };
}

/** Plays, pauses by keyboard, and reports both. */
export const SingleVideo: Story = {
  play: async ({ canvasElement, args }) => {
    const { region } = parts(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    await expect(args.onReady).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'), LONG);
    await expect(args.onPlay).toHaveBeenCalled();

    await userEvent.click(within(region).getByRole('button', { name: 'Keyboard shortcuts' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('k');
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'), LONG);
    await expect(args.onPause).toHaveBeenCalled();
    await expect(args.onProgress).toHaveBeenCalled();
  },
};

/**
 * Watched from start to end at double speed: completion is signalled once, when more than 95%
 * of the clip has actually been watched.
 */
export const CompletesAt95Percent: Story = {
  play: async ({ canvasElement, args }) => {
    const { region, video } = parts(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    video().playbackRate = 2;
    await userEvent.click(within(region).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), LONG);
    const [time] = (args.onComplete as ReturnType<typeof fn>).mock.calls[0] as [
      { currentTime: number; duration: number; watched: number },
    ];
    await expect(time.watched).toBeGreaterThan(0.95);
    await expect(time.currentTime / time.duration).toBeGreaterThan(0.95);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'finished'), LONG);
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/** Seeking to the last seconds and letting the clip end does not count as watching it. */
export const SeekingToTheEndDoesNotComplete: Story = {
  play: async ({ canvasElement, args }) => {
    const { region, video } = parts(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    video().currentTime = video().duration - 1;
    await userEvent.click(within(region).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'finished'), LONG);
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** A drive-host address, played from a stand-in media endpoint (here Storybook's own files). */
export const DriveHost: Story = {
  args: {
    src: `https://drive.google.com/file/d/${clip.slice(clip.lastIndexOf('/') + 1)}/view?usp=sharing`,
    config: { driveMediaBase: clip.slice(0, clip.lastIndexOf('/') + 1), driveKey: 'demo-key' },
  },
  play: async ({ canvasElement, args }) => {
    const { region, video } = parts(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    await expect(region).toHaveAttribute('data-kind', 'drive');
    await expect(video().currentSrc).toContain('?alt=media&key=demo-key');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const UnsupportedSource: Story = {
  args: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    const { region } = parts(canvasElement);
    await expect(await within(region).findByRole('alert')).toHaveTextContent(
      'This video cannot be played.',
    );
    await expect(region).toHaveAttribute('data-state', 'error');
  },
};

/** The host's player script cannot be loaded: the player shows it and raises an error event. */
export const HostPlayerFails: Story = {
  args: { src: 'https://vimeo.com/76979871', config: { hostScriptUrl: UNREACHABLE_SCRIPT } },
  play: async ({ canvasElement, args }) => {
    const { region } = parts(canvasElement);
    await expect(await within(region).findByRole('alert', {}, LONG)).toHaveTextContent(
      'The video could not be loaded.',
    );
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(region).toBeVisible();
  },
};

/** Right to left: controls and captions mirror, the time bar still runs left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    title: 'نمط الاختبار',
    languages: [
      {
        language: 'ar',
        label: 'العربية',
        subtitles: [{ src: captionsAr, srclang: 'ar', label: 'العربية' }],
      },
      {
        language: 'en',
        label: 'English',
        subtitles: [{ src: captionsEn, srclang: 'en', label: 'English' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const { region } = parts(canvasElement, 'نمط الاختبار');
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    // video.js keeps its control bar out of the way until playback starts.
    const progress = within(region).getByRole('slider', { name: 'Progress Bar', hidden: true });
    await expect(getComputedStyle(progress).direction).toBe('ltr');
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(within(region).getByRole('combobox', { name: 'Language' })).toHaveValue('0');

    // Once started, the bar shows: play sits on the right, full screen on the left.
    await userEvent.click(within(region).getByRole('button', { name: 'Play Video' }));
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'playing'), LONG);
    const left = (name: string) =>
      within(region).getByRole('button', { name, hidden: true }).getBoundingClientRect().left;
    await waitFor(() => expect(left('Pause')).toBeGreaterThan(left('Fullscreen')), LONG);
  },
};

export const KeyboardHelp: Story = {
  play: async ({ canvasElement }) => {
    const { region } = parts(canvasElement);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    await userEvent.click(within(region).getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = within(region).getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toHaveTextContent('Mute or unmute');
    await expect(within(help).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
