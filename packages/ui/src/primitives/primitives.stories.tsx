import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCampusTheme } from '../storybook/withCampusTheme';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, Checkbox, LinearProgress, Select, Skeleton, Snackbar, TextField } from './index';

function Gallery() {
  const [copied, setCopied] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 420 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button disabled>Disabled</Button>
      </div>
      <TextField label="Email" hint="We never share it" />
      <TextField label="Name" error="Name is required" />
      <Select label="Type" placeholder="All" options={[{ value: 'video', label: 'Videos' }, { value: 'document', label: 'Documents' }]} />
      <Checkbox label="Remember me" />
      <LinearProgress aria-label="Upload" value={60} />
      <LinearProgress aria-label="Loading" />
      <Skeleton height={16} width="60%" />
      <Skeleton height={40} width={40} shape="circle" />
      <Button onClick={() => setCopied(true)}>Copy link</Button>
      <Snackbar open={copied} message="Copied to Clipboard" onClose={() => setCopied(false)} />
    </div>
  );
}

const meta = {
  title: 'UI/Primitives',
  component: Gallery,
  tags: ['autodocs'],
  decorators: [withCampusTheme],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPrimitives: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to Clipboard');
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const DarkMobile: Story = { globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } } };
