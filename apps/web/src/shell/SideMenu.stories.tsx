import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { readHostSettings } from '../kit/settings';
import { appStory, darkPhone, phone, signedIn, withApp } from '../testing/stories';
import { SideMenu } from './SideMenu';

/** A host page that turns on every item the menu can show: search, support and three languages. */
const hostSettings = (locale: string) =>
  readHostSettings({
    theme: {
      supports: { search: true },
      values: { support_site_url: 'https://support.campus.example.org' },
    },
    locale: {
      locale,
      languages: [
        { code: 'en', label: 'English', native_name: 'English' },
        { code: 'es', label: 'Spanish', native_name: 'Español' },
        { code: 'he', label: 'Hebrew', native_name: 'עברית', dir: 'rtl' },
      ],
    },
  });

const meta = {
  title: 'App/Shell/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: { settings: hostSettings('en') },
  argTypes: { settings: { control: false } },
  decorators: [withApp],
  parameters: appStory({ path: '/dashboard', state: [signedIn({ actions: ['create-course'] })] }),
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Maya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const LanguagesOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Languages: English' }));
    await expect(canvas.getByRole('button', { name: 'עברית' })).toBeVisible();
  },
};

/** Signed out: Login instead of the profile, and no Dashboard. */
export const Visitor: Story = {
  parameters: appStory({ path: '/course-library', state: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: { settings: hostSettings('he') },
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
};

/** A phone shows a top bar; the menu button (three bars, a cross once open) opens the items. */
export const DarkMobile: Story = {
  globals: darkPhone,
  play: async ({ canvas }) => {
    // Storybook's own UI narrows the canvas only after the first render.
    const more = await canvas.findByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const VisitorMobile: Story = {
  parameters: appStory({ path: '/course-library', state: [] }),
  globals: phone,
};
