import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { ProgressCircle } from '../ProgressCircle';
import { CampusThemeProvider } from './CampusThemeProvider';

function Sample() {
  const theme = useTheme();
  return (
    <div
      style={{
        display: 'grid',
        gap: 12,
        padding: 16,
        background: theme.color.surface,
        color: theme.color.text,
      }}
    >
      <p>Resolved mode: {theme.mode}</p>
      <ProgressCircle value={40} aria-label="Module progress" />
      <Button>Continue</Button>
    </div>
  );
}

const meta = {
  title: 'UI/CampusThemeProvider',
  component: CampusThemeProvider,
  tags: ['autodocs'],
  args: { children: <Sample /> },
} satisfies Meta<typeof CampusThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForcedLight: Story = {
  args: { mode: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resolved mode: light')).toBeInTheDocument();
  },
};
export const ForcedDark: Story = {
  args: { mode: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resolved mode: dark')).toBeInTheDocument();
  },
};
export const FollowsSystem: Story = {
  args: { mode: 'system' },
  play: async ({ canvas }) => {
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(canvas.getByText(`Resolved mode: ${dark ? 'dark' : 'light'}`)).toBeInTheDocument();
  },
};
export const RightToLeft: Story = { args: { mode: 'light' }, globals: { direction: 'rtl' } };
