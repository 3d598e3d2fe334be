import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { OfflineModulePanel } from './OfflineModulePanel';
import { SavedModulesList } from './SavedModulesList';
import {
  connectionChanged,
  moduleSaved,
  persistenceAnswered,
  saveConfirmed,
  saveModuleAsked,
  saveProgressed,
  saveSizeMeasured,
  spaceRead,
} from './slice';

const MB = 1024 * 1024;
const welcome = { moduleKey: 'getting-started', moduleId: 300 };
const savedWelcome = moduleSaved({
  id: 300,
  slug: 'getting-started',
  title: 'Getting started',
  bytes: 14.2 * MB,
  savedAt: '2026-11-20T09:00:00Z',
});

/**
 * Saving a module for offline, as a module page shows it (the size asked first, the progress, what
 * it takes), and the Learning Centre's list of saved modules, online and off.
 */
const meta = {
  title: 'App/Offline/Save a module',
  component: OfflineModulePanel,
  decorators: [withApp],
  args: { ...welcome, pressed: null },
} satisfies Meta<typeof OfflineModulePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SizeFirst: Story = {
  parameters: appStory({
    state: [saveModuleAsked(welcome), saveSizeMeasured({ moduleId: 300, bytes: 14.2 * MB })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      // The size in the page's number format, set apart from the sentence's direction.
      await canvas.findByText(
        'Saving this module for offline takes \u206614.2 MB\u2069 on this device.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: appStory({
    state: [
      saveModuleAsked(welcome),
      saveSizeMeasured({ moduleId: 300, bytes: 14.2 * MB }),
      saveConfirmed({ moduleId: 300 }),
      saveProgressed({ moduleId: 300, done: 6.1 * MB }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: 'Saving for offline',
    });
    await expect(bar).toHaveAttribute('value', String(6.1 * MB));
  },
};

export const Saved: Story = {
  parameters: appStory({ state: [savedWelcome] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Saved for offline · \u206614.2 MB\u2069')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from this device' }));
  },
};

export const SavedDarkPhone: Story = {
  parameters: appStory({ state: [savedWelcome] }),
  globals: darkPhone,
};

export const SavedRightToLeft: Story = {
  parameters: appStory({ language: 'he', state: [savedWelcome] }),
  globals: { direction: 'rtl' },
};

const listState = [
  savedWelcome,
  moduleSaved({
    id: 301,
    slug: 'listening-well',
    title: 'Listening well when a conversation becomes difficult',
    bytes: 3.4 * MB,
    savedAt: '2026-11-21T09:00:00Z',
  }),
  spaceRead({ usage: 17.6 * MB, quota: 2048 * MB }),
  persistenceAnswered(false),
];

export const SavedList: StoryObj<typeof SavedModulesList> = {
  render: () => <SavedModulesList />,
  parameters: appStory({ state: listState }),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Saved for offline' });
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(within(list).getByText(/of space left on this device$/)).toBeVisible();
  },
};

export const SavedListOffline: StoryObj<typeof SavedModulesList> = {
  render: () => <SavedModulesList />,
  parameters: appStory({ state: [...listState, connectionChanged(false)] }),
  globals: darkPhone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      /^You are offline\./,
    );
  },
};
