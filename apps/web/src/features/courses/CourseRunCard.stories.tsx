import { aCourse, aProduct } from '@campus/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../../kit/ui';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { CourseRunCard } from './CourseRunCard';

// The factory's run starts on 1 March 2026 and its series lasts 8 weeks; a fixed "now" keeps each
// story in its state whatever the day it is opened.
const inWeekThree = new Date(2026, 2, 18);

const meta = {
  title: 'App/Courses/CourseRunCard',
  component: CourseRunCard,
  tags: ['autodocs'],
  args: { course: aCourse(), product: aProduct(), now: inWeekThree },
  argTypes: { course: { control: 'object' }, product: { control: 'object' } },
  decorators: [
    // As the dashboard and Active Courses lay the cards out.
    (Story) => (
      <CardGrid>
        <li>
          <Story />
        </li>
      </CardGrid>
    ),
    withApp,
  ],
  parameters: appStory({ path: '/courses' }),
} satisfies Meta<typeof CourseRunCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week 3 of 8')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Progress of Foundations, spring group' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('This week: Week 3')).toBeVisible();
  },
};

export const Upcoming: Story = {
  args: { now: new Date(2026, 1, 20) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not started yet')).toBeVisible();
    await expect(canvas.getByText(/^Starts /)).toBeVisible();
  },
};

export const Completed: Story = {
  args: { now: new Date(2026, 5, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All sessions completed')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A run whose series is not in the loaded library: no weeks to count, only its title. */
export const SeriesUnknown: Story = {
  args: { product: undefined, course: aCourse({ product_title: 'Foundations' }) },
};

export const LongText: Story = {
  args: {
    course: aCourse({
      title:
        'Foundations for new members of the Thursday evening group meeting in the parish hall annex',
    }),
    product: aProduct({
      title: 'Foundations: listening, praying and growing together through the seasons of life',
      sessions: Array.from({ length: 8 }, (_, week) => ({
        week: week + 1,
        title: `Session ${week + 1}: practising hospitality when conversations become difficult`,
      })),
    }),
  },
};

export const RightToLeft: Story = {
  args: {
    course: aCourse({ title: 'יסודות, קבוצת האביב' }),
    product: aProduct({
      title: 'יסודות',
      sessions: Array.from({ length: 8 }, (_, week) => ({
        week: week + 1,
        title: `מפגש ${week + 1}`,
      })),
    }),
  },
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('שבוע 3 מתוך 8')).toBeVisible();
  },
};

export const DarkMobile: Story = {
  globals: darkPhone,
};
