import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressCircle } from './ProgressCircle';

/** What a designer reads first on the docs page. */
const GUIDANCE = `
Module or lesson progress as a ring, exposed to assistive technology as a progressbar.

**When to use.** How much of a module or lesson a member has done, beside its title in a list or a card.

**When not to.** Something loading (use LinearProgress or a Skeleton); a count the reader must compare exactly (show the numbers).

**Do.** Name what it measures with \`aria-label\` ("Module progress"). Keep the status text (\`showLabel\`) where there is room: "Not Started", the percentage, or "Completed".

**Don't.** Make the ring the only sign of completion in a table, or scale it past 48 px: it is a mark, not a chart.

**Accessibility.** \`role="progressbar"\` with its value from 0 to 100; the ring's colours meet 3:1 against the page in light and dark.

**Content.** \`notStartedLabel\` and \`completedLabel\` come from the app, translated.
`;

const meta = {
  title: 'UI/ProgressCircle',
  component: ProgressCircle,
  parameters: { docs: { description: { component: GUIDANCE } } },
  tags: ['autodocs'],
  args: { value: 40, 'aria-label': 'Module progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressCircle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Module progress' })).toHaveTextContent(
      'Not Started',
    );
  },
};
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Module progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};
export const Completed: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
export const Large: Story = { args: { value: 65, diameter: 64, strokeWidth: 6 } };
export const RightToLeft: Story = {
  args: { value: 0, notStartedLabel: 'טרם התחיל', 'aria-label': 'התקדמות' },
  globals: { direction: 'rtl' },
};
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoNameWhatItMeasures: Story = {
  name: 'Do: name what it measures',
  args: { value: 40, 'aria-label': 'Progress of Listening well' },
  parameters: {
    example: {
      verdict: 'do',
      caption:
        'A small ring beside its title, named for assistive technology, with its status text.',
    },
  },
};

export const DontMakeItAChart: Story = {
  name: "Don't: make it a chart",
  args: { value: 40, diameter: 160, strokeWidth: 16, showLabel: false },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'A large ring with no status text: it is a mark beside a title, not a chart.',
    },
  },
};
