import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Player } from '../Player/Player';
import type { PlayerHandle } from '../Player/Player';
import { captionsEn, clip } from '../stories-assets/media';
import { parseVtt } from './cues';
import type { TranscriptCue } from './cues';
import { Transcript } from './Transcript';

const lines = [
  'Welcome to the evening, and thank you for coming.',
  'Tonight we talk about listening well.',
  'Most of us listen in order to answer.',
  'Try listening in order to understand instead.',
  'Ask one open question, then wait.',
  'Silence is not a problem to solve.',
  'Repeat back what you heard, in your own words.',
  'Notice what the other person cares about.',
  'Close by thanking them for what they shared.',
  'Next week: giving feedback that helps people grow.',
];
const cues: TranscriptCue[] = lines.map((text, index) => ({
  start: index * 4,
  end: index * 4 + 3.5,
  text,
}));

/** What a designer reads first on the docs page. */
const GUIDANCE = `
What a video says, line by line beside the player (below it on a phone): the line being said is marked and kept in view while the video plays, a press on a line plays from there, and the find box narrows the lines to those with the words.

**When to use.** A video with captions that people study rather than glance at: a lesson, a talk, a recorded session.

**When not to.** A video without captions (there is nothing to show), or a clip of a few seconds.

**Do.** Give it the cues of the language the player shows, and that language, so Hebrew and Arabic read right to left.

**Don't.** Move focus to the marked line or scroll the page to it: the transcript follows the video inside its own scroll, and stops following while the viewer reads or searches it.

**Accessibility.** A list of buttons, one tab stop (the arrow keys, Home and End move between lines); the marked line is \`aria-current\`; the number of matching lines is announced.

**Content.** Cue text is shown as words: tags inside cues are dropped. \`labels\` carries every word the transcript shows.
`;

const meta = {
  title: 'Player/Transcript',
  component: Transcript,
  parameters: {
    docs: {
      description: { component: GUIDANCE },
      // Each example in a frame of its own: their play functions move focus and scroll the lines.
      story: { inline: false, iframeHeight: 520 },
    },
  },
  // The lines' heights are measured after they are drawn, so a picture taken a moment early shows
  // the list at its estimated height (seen once on two busy cores): these stories are left out of
  // the visual check; their play functions and axe still run.
  tags: ['!visual'],
  args: { cues, currentTime: 9, onSeek: fn(), language: 'en' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Transcript>;
export default meta;

type Story = StoryObj<typeof meta>;

const LONG = { timeout: 20_000 };

/** The line being said is marked; a press on another asks to play from its start. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Transcript' });
    // The lines are drawn once the list has measured its scroll box, a frame after it mounts.
    const current = await within(list).findByRole('button', { name: /in order to answer/ }, LONG);
    await expect(current).toHaveAttribute('aria-current', 'true');
    // One tab stop for the whole list: the marked line.
    await expect(current).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(list).getByRole('button', { name: /open question/ }));
    await expect(args.onSeek).toHaveBeenCalledWith(16);
  },
};

/** The find box keeps the lines with the words, marked, and says how many there are. */
export const Find: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find in transcript' }), 'LISTEN');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 lines match');
    const list = canvas.getByRole('list', { name: 'Transcript' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3), LONG);
    await expect(list.querySelectorAll('mark')).toHaveLength(3);
  },
};

/** Right to left for Hebrew; the times stay as clocks read. */
export const RightToLeft: Story = {
  args: {
    language: 'he',
    labels: { title: 'תמליל', find: 'חיפוש בתמליל', matches: (count) => `${count} שורות` },
    cues: [
      { start: 0, end: 3, text: 'ברוכים הבאים לערב.' },
      { start: 3, end: 6, text: 'הערב נדבר על הקשבה.' },
      { start: 6, end: 9, text: 'שאלו שאלה פתוחה, וחכו.' },
    ],
    currentTime: 4,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'תמליל' })).toHaveAttribute('dir', 'rtl');
    await expect(
      await canvas.findByRole('button', { name: /נדבר על הקשבה/ }, LONG),
    ).toHaveAttribute('aria-current', 'true');
  },
};

const LONG_CUES: TranscriptCue[] = Array.from({ length: 2000 }, (_, index) => ({
  start: index * 3,
  end: index * 3 + 3,
  text: `Line ${index + 1}: ${lines[index % lines.length]}`,
}));

/** Two thousand lines: only those in view are on the page, and the keyboard reaches the last. */
export const TwoThousandLines: Story = {
  args: { cues: LONG_CUES, currentTime: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Transcript' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeLessThan(40));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2000');
    within(list)
      .getByRole('button', { name: /^00:00 Line 1:/ })
      .focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /Line 2000:/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(list).getByRole('button', { name: /Line 1999:/ })).toHaveFocus();
  },
};

/** Beside a real player: the marked line follows the video, and a press on a line seeks there. */
export const WithPlayer: Story = {
  render: function TranscriptBesidePlayer() {
    const player = useRef<PlayerHandle>(null);
    const [time, setTime] = useState(0);
    const [captions, setCaptions] = useState<TranscriptCue[]>([]);
    useEffect(() => {
      void fetch(captionsEn)
        .then((response) => response.text())
        .then(parseVtt)
        .then(setCaptions);
    }, []);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Player
          ref={player}
          src={clip}
          title="Listening well"
          muted
          tracks={[{ src: captionsEn, srclang: 'en', label: 'English' }]}
          onTimeUpdate={({ currentTime }) => setTime(currentTime)}
        />
        <Transcript
          cues={captions}
          currentTime={time}
          onSeek={(seconds) => player.current?.seek(seconds)}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Listening well' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LONG);
    const list = canvas.getByRole('list', { name: 'Transcript' });
    const later = await within(list).findByRole('button', { name: /The pattern keeps moving/ });
    await userEvent.click(later);
    // The player went to the line's moment, and the line is the one being said.
    await waitFor(() => expect(later).toHaveAttribute('aria-current', 'true'), LONG);
  },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoGiveItTheCaptionsLanguage: Story = {
  name: "Do: give it the captions' language",
  args: RightToLeft.args,
  parameters: {
    example: {
      verdict: 'do',
      caption: 'Hebrew captions with language="he": the lines read right to left, times as clocks.',
    },
  },
};

export const DontLeaveTheLanguageOut: Story = {
  name: "Don't: leave the language out",
  args: { ...RightToLeft.args, language: undefined, labels: undefined },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'The same captions without their language: they take the page’s direction.',
    },
  },
};
