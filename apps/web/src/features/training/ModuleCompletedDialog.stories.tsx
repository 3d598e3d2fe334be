import type { Playlist } from '@campus/api-client';
import { aLesson, aModule } from '@campus/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { LessonScreen } from './LessonScreen';
import { completionDialogOpened, lessonLoaded } from './lessons';
import { moduleLoaded, relatedLoaded } from './modules';

const lastLesson = aLesson({ id: 203, title: 'Praying together', duration: 240 });
const finished = aModule({
  lessons: [
    aLesson({ id: 201, title: 'Welcome', complete: true, completed_on: '2026-03-02T18:00:00Z' }),
    aLesson({
      id: 202,
      title: 'First steps',
      type: 'video',
      complete: true,
      completed_on: '2026-03-03T18:00:00Z',
    }),
    { ...lastLesson, complete: true, completed_on: '2026-03-04T18:00:00Z' },
  ],
});
const related = [
  aModule({ id: 301, title: 'Growing in prayer' }),
  aModule({ id: 302, title: 'Serving others' }),
];

/**
 * What the training saga puts for a member who has just finished the module's last lesson: the
 * module, the lesson, its related modules, then the dialog (opening the lesson closes any dialog).
 */
const completedOn =
  (module: Playlist, lesson = lastLesson) =>
  () => [
    moduleLoaded({ key: module.slug, playlist: module }),
    lessonLoaded({ lesson, seconds: lesson.duration }),
    relatedLoaded({ playlistId: module.id, related }),
    completionDialogOpened(),
  ];

const meta = {
  title: 'App/Training/ModuleCompletedDialog',
  component: LessonScreen,
  // The open dialog makes everything outside it inert, which on a docs page is the page itself.
  tags: ['!autodocs'],
  decorators: [withApp],
  parameters: appStory({
    path: '/training/getting-started/praying-together',
    route: '/training/:id/:lessonId',
    answers: completedOn(finished),
  }),
} satisfies Meta<typeof LessonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const OpenOnLoad: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Module Completed' });
    await expect(dialog).toHaveTextContent('You completed every lesson of Getting started.');
    await expect(within(dialog).getByRole('heading', { name: 'Related playlists' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Growing in prayer' })).toBeVisible();
  },
};

/** Close hands the lesson page back, with the module's lessons all ticked. */
export const Closed: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Module Completed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(page().getByRole('navigation', { name: 'Lessons in this module' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: appStory({
    language: 'he',
    answers: completedOn({ ...finished, title: 'צעדים ראשונים' }),
  }),
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'היחידה הושלמה' })).toBeVisible();
  },
};

export const DarkMobile: Story = {
  globals: darkPhone,
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Module Completed' })).toBeVisible();
  },
};
