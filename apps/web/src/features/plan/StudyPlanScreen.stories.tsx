import type { StudyPlan } from '@campus/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, darkPhone, signedIn, withApp } from '../../testing/stories';
import { StudyPlanScreen } from './StudyPlanScreen';
import { planLoaded, planModulesLoaded } from './slice';

const ics = 'https://campus.example/wp-json/campus/v1/calendar/Xq3ZtV8Rk2cWb7xYp1LdA0Mw.ics';
const saved: StudyPlan = {
  days: ['MO', 'TH'],
  time: '19:00',
  duration: 30,
  timezone: 'Europe/Berlin',
  language: 'en',
  module: { slug: 'module-welcome', title: 'First steps with Campus' },
  finishBy: '2027-01-31',
  calendar: {
    ics,
    webcal: ics.replace('https://', 'webcal://'),
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(ics.replace('https://', 'webcal://'))}`,
  },
};
const modules = [
  { slug: 'module-welcome', title: 'First steps with Campus' },
  { slug: 'module-listening', title: 'Listening' },
];

const meta = {
  title: 'App/Plan/StudyPlanScreen',
  component: StudyPlanScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({
    path: '/study-plan',
    state: [signedIn()],
    answers: () => [planModulesLoaded(modules), planLoaded(saved)],
  }),
} satisfies Meta<typeof StudyPlanScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** A saved plan in words, its calendar's three addresses, and the form to change it. */
export const Saved: Story = {
  play: async () => {
    await expect(
      await page().findByText(/Every Monday and Thursday at 19:00 for 30 minutes/),
    ).toBeVisible();
    await expect(
      page().getByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', saved.calendar.webcal);
    await expect(page().getByRole('button', { name: 'Stop the plan' })).toBeVisible();
  },
};

/** No plan yet: the form alone, with a first suggestion. */
export const FirstPlan: Story = {
  parameters: appStory({ answers: () => [planModulesLoaded(modules), planLoaded(null)] }),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Save plan' })).toBeVisible();
    await expect(
      page().queryByRole('heading', { name: 'Add to calendar' }),
    ).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'תוכנית לימוד' })).toBeVisible();
  },
};

export const DarkMobile: Story = { globals: darkPhone };
