import { aLesson, aModule } from '@campus/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { LessonList } from './LessonList';

const gettingStarted = aModule({
  lessons: [
    aLesson({ id: 201, title: 'Welcome', complete: true, completed_on: '2026-03-02T18:00:00Z' }),
    aLesson({ id: 202, title: 'First steps', type: 'video' }),
    aLesson({ id: 203, title: 'Listening well' }),
    aLesson({ id: 204, title: 'Praying together', type: 'video' }),
  ],
});

const meta = {
  title: 'App/Training/LessonList',
  component: LessonList,
  tags: ['autodocs'],
  args: {
    playlist: gettingStarted,
    // Finished on this device a moment ago; the server has not confirmed it yet.
    completed: { 202: '' },
    currentId: 203,
    label: 'Lessons in this module',
  },
  argTypes: { playlist: { control: 'object' }, completed: { control: 'object' } },
  decorators: [
    // The lesson page's side column.
    (Story) => (
      <div style={{ maxInlineSize: 300 }}>
        <Story />
      </div>
    ),
    withApp,
  ],
  parameters: appStory({ path: '/training/getting-started/listening-well' }),
} satisfies Meta<typeof LessonList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('navigation', { name: 'Lessons in this module' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('Listening well');
    await expect(canvas.getByRole('link', { name: /^Welcome/ })).toHaveTextContent(/Completed on /);
    await expect(canvas.getByRole('link', { name: /^First steps/ })).toHaveTextContent(
      'Video · Complete',
    );
  },
};

export const NotStarted: Story = {
  args: { playlist: aModule(), completed: {}, currentId: 201 },
};

export const LongTitles: Story = {
  args: {
    playlist: aModule({
      lessons: [
        aLesson({
          id: 201,
          title: 'Welcome to the module on listening, and how to get the most out of it',
          complete: true,
          completed_on: '2026-03-02T18:00:00Z',
        }),
        aLesson({
          id: 202,
          title:
            'When a conversation becomes difficult: staying present without trying to fix everything',
          type: 'video',
        }),
        aLesson({ id: 203, title: 'Unbreakablewordsthatdonotfitacolumnofthreehundredpixels' }),
      ],
    }),
    completed: {},
    currentId: 202,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  args: {
    playlist: aModule({
      title: 'צעדים ראשונים',
      slug: 'getting-started',
      lessons: [
        aLesson({
          id: 201,
          title: 'ברוכים הבאים',
          slug: 'welcome',
          complete: true,
          completed_on: '2026-03-02T18:00:00Z',
        }),
        aLesson({ id: 202, title: 'הצעדים הראשונים', slug: 'first-steps', type: 'video' }),
        aLesson({ id: 203, title: 'להקשיב היטב', slug: 'listening-well' }),
      ],
    }),
    label: 'השיעורים ביחידה',
  },
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
};

export const DarkMobile: Story = {
  globals: darkPhone,
};
