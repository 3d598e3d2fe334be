import { passwordFailures } from '@campus/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../TextField';
import { PasswordHints } from './PasswordHints';

const meta = {
  title: 'UI/PasswordHints',
  component: PasswordHints,
  tags: ['autodocs'],
  args: { rule: passwordFailures, value: '' },
} satisfies Meta<typeof PasswordHints>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const PartlyMet: Story = { args: { value: 'abcdefg1' } };

/** Beside a single password field, as the account verification screen shows it. */
export const BesideAField: Story = {
  render: function Field(args) {
    const [value, setValue] = useState('');
    const id = useId();
    return (
      <>
        <TextField
          label="Password"
          type="password"
          aria-describedby={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <PasswordHints {...args} id={id} value={value} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1!');
    for (const item of canvas.getAllByRole('listitem'))
      await expect(item).toHaveAttribute('data-state', 'met');
  },
};
