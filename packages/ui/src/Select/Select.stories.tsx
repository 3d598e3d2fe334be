import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'UI/Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Type',
    placeholder: 'All',
    options: [
      { value: 'video', label: 'Videos' },
      { value: 'document', label: 'Documents' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Documents');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('document');
  },
};
export const Searchable: Story = {
  args: {
    label: 'Category',
    searchable: true,
    searchLabel: 'Search categories',
    options: ['Leadership', 'Marriage', 'Parenting', 'Prayer', 'Finances', 'Communication'].map(
      (label) => ({
        value: label.toLowerCase(),
        label,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search categories' });
    await expect(search.parentElement?.querySelector('svg')).toBeVisible();
    await userEvent.type(search, 'par');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Parenting');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('parenting');
  },
};
export const WithError: Story = { args: { error: 'Choose a type' } };
export const RightToLeft: Story = {
  args: { label: 'סוג', placeholder: 'הכול' },
  globals: { direction: 'rtl' },
};
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
