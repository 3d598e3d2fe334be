import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../testing/stories';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'App/Shell/NotFoundScreen',
  component: NotFoundScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({ path: '/no-such-page' }),
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const RightToLeft: Story = {
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
};

export const DarkMobile: Story = {
  globals: darkPhone,
};
