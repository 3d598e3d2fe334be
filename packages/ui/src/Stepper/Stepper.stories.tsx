import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './Stepper';

/** What a designer reads first on the docs page. */
const GUIDANCE = `
A sequence of steps, one shown at a time, with Back and Next and the steps listed above.

**When to use.** A task of two to five ordered parts that each make sense alone (choosing a resource's download, then its options).

**When not to.** One step (show it); parts the reader may fill in any order (use sections of one page); more than five steps (split the task).

**Do.** Title each step with what the reader does there. Use \`nextDisabled\` while the current step is incomplete, with a message saying why.

**Don't.** Hide an error on an earlier step, or lose what a step held when the reader goes back.

**Accessibility.** Back and Next are buttons reached by the keyboard; the steps are listed in order with the current one marked, so a screen reader hears where it is.

**Content.** Short step titles (two or three words). \`nextLabel\` and \`backLabel\` come from the app.
`;

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  parameters: { docs: { description: { component: GUIDANCE } } },
  tags: ['autodocs'],
  args: {
    steps: [
      { title: 'Preview', content: <p>A preview of the resource.</p> },
      { title: 'Video download options', content: <p>Choose a quality.</p> },
    ],
    onStepChange: fn(),
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Video download options',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
  },
};

export const LastStepRunsAction: Story = {
  args: { defaultActiveStep: 1, onFinish: fn(), finishLabel: 'Download' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('(completed)');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** One step (a document's preview, then its download): no step list, the content and its button. */
export const SingleStep: Story = {
  args: {
    steps: [{ title: 'Preview', content: <p>A preview of the resource.</p> }],
    onFinish: fn(),
    finishLabel: 'Download',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

export const NextDisabled: Story = {
  args: { defaultActiveStep: 1, onFinish: fn(), nextDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Video download options',
    );
  },
};

export const RightToLeft: Story = {
  args: {
    steps: [
      { title: 'תצוגה מקדימה', content: <p>תצוגה מקדימה של המשאב.</p> },
      { title: 'אפשרויות הורדה', content: <p>בחרו איכות.</p> },
    ],
    nextLabel: 'הבא',
    backLabel: 'הקודם',
    label: 'התקדמות',
    defaultActiveStep: 1,
    onFinish: fn(),
  },
  globals: { direction: 'rtl' },
};

export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
const courseSteps = (titles: string[]) =>
  [
    <p key="series">Pick the series your group will run.</p>,
    <p key="name">A name your members will recognise.</p>,
    <p key="date">The first session's day.</p>,
  ].map((content, index) => ({ title: titles[index]!, content }));

export const DoTitleStepsByTheirTask: Story = {
  name: 'Do: title steps by their task',
  args: {
    steps: courseSteps(['Choose a series', 'Name your group', 'Pick a start date']),
  },
  parameters: {
    example: { verdict: 'do', caption: 'Each step says what the reader does there.' },
  },
};

export const DontNumberStepsOnly: Story = {
  name: "Don't: number steps only",
  args: { steps: courseSteps(['Step 1', 'Step 2', 'Step 3']) },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'Numbered titles: the list no longer tells the reader what is ahead of them.',
    },
  },
};
