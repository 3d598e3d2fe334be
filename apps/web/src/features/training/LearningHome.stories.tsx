import { aLesson, aModule } from '@campus/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, darkPhone, demoCover, withApp } from '../../testing/stories';
import { LearningHome } from './LearningHome';
import { homeFailed, homeLoaded } from './modules';

const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}T18:00:00Z`;

const habits = aModule({
  id: 306,
  title: 'Habits that last',
  image: demoCover('people'),
  lessons: [
    aLesson({ id: 601, title: 'Small steps', complete: true, completed_on: day(24) }),
    aLesson({
      id: 602,
      title: 'Habits in practice',
      slug: 'habits-in-practice',
      type: 'video',
      duration: 754,
    }),
    aLesson({ id: 603, title: 'Keeping a rhythm' }),
    aLesson({ id: 604, title: 'A week of habits', type: 'video' }),
  ],
});
const teamwork = aModule({
  id: 307,
  title: 'Teamwork for volunteers',
  image: demoCover('board'),
  lessons: [
    aLesson({ id: 701, title: 'Roles in a team', complete: true, completed_on: day(14) }),
    aLesson({ id: 702, title: 'Deciding together', type: 'video' }),
  ],
});
const welcome = aModule({
  id: 300,
  title: 'Getting started with Campus',
  image: demoCover('book'),
  lessons: [
    aLesson({ id: 201, title: 'Welcome' }),
    aLesson({ id: 202, title: 'First steps', type: 'video' }),
  ],
});

const stoppedInVideo = { lesson_id: 602, position: 161, duration: 754, updated: day(26) };

const meta = {
  title: 'App/Training/LearningHome',
  component: LearningHome,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: {
    docs: {
      description: {
        component:
          "The member's home starts with where to pick up their learning: the lesson they stopped in (at the video's saved moment) or the next one, with the module's progress, then the other modules they have begun.",
      },
    },
    ...appStory({
      path: '/dashboard',
      answers: () => [
        homeLoaded({ modules: [welcome, habits, teamwork], positions: [stoppedInVideo] }),
      ],
    }),
  },
} satisfies Meta<typeof LearningHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResumeAVideo: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Habits in practice' });
    await expect(card).toHaveTextContent(/Stopped at .2:41. of .12:34./);
    await expect(canvas.getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/training/habits-that-last/habits-in-practice',
    );
    await expect(
      canvas.getByRole('region', { name: 'Your modules in progress' }),
    ).toHaveTextContent('Teamwork for volunteers');
  },
};

export const StartLearning: Story = {
  parameters: appStory({
    path: '/dashboard',
    answers: () => [homeLoaded({ modules: [welcome], positions: [] })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Start learning' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Begin' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: appStory({ path: '/dashboard' }),
};

export const Failed: Story = {
  parameters: appStory({ path: '/dashboard', answers: () => [homeFailed()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const DarkPhone: Story = { globals: darkPhone };
