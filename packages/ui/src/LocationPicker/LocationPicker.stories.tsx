import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog/Dialog';
import { LocationPicker } from './LocationPicker';
import type { LocationTerm } from './useLocationPicker';

const terms: LocationTerm[] = [
  { id: 1, name: 'United States', parent: 0, locality_type_label: 'State' },
  { id: 2, name: 'Iceland', parent: 0 },
  { id: 3, name: 'Canada', parent: 0, locality_type_label: 'Province' },
  ...[
    'Alabama',
    'Alaska',
    'Arizona',
    'Arkansas',
    'California',
    'Colorado',
    'Ohio',
    'Texas',
    'Utah',
  ].map((name, i) => ({ id: 100 + i, name, parent: 1 })),
  { id: 200, name: 'Ontario', parent: 3 },
  { id: 201, name: 'Quebec', parent: 3 },
];

/** What a designer reads first on the docs page. */
const GUIDANCE = `
Country and locality selects: a country is required when any exist, a locality when the theme requires it and the country has any.

**When to use.** Asking where a member is, from the site's own list of countries and their divisions (states, provinces, counties).

**When not to.** A free address (use text fields); one country only (ask for the locality alone).

**Do.** Pass the site's terms as they come from the server; the locality select follows the chosen country and takes the country's own name for its divisions ("State").

**Don't.** Pre-select a country from the reader's language: the two are not the same.

**Accessibility.** Two native selects with visible labels; a long list gains a search box with its own name; errors are tied to their select and announced.

**Content.** Country and locality names come from the server and keep their own direction in a right-to-left page. Every label is a prop.
`;

const meta = {
  title: 'UI/LocationPicker',
  component: LocationPicker,
  parameters: { docs: { description: { component: GUIDANCE } } },
  tags: ['autodocs'],
  args: { terms, onChange: fn() },
} satisfies Meta<typeof LocationPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountryRequired: Story = {
  args: { showErrors: true },
  play: async ({ canvas, args }) => {
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveAccessibleDescription('Please select a country');
    await userEvent.selectOptions(country, 'Iceland');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 2, locality: null }, {});
    await userEvent.selectOptions(country, '');
    await expect(args.onChange).toHaveBeenLastCalledWith(null, { country: true });
  },
};

export const LocalityRequired: Story = {
  args: { locality: 'required' },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Country' }),
      'United States',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null, { locality: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Texas');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 1, locality: 107 }, {});
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Canada');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveValue('');
  },
};

export const LocalityOptional: Story = {
  args: { locality: 'optional', defaultValue: { country: 1, locality: 106 } },
};

export const SingleCountryPreselected: Story = {
  args: { terms: terms.filter((t) => t.id === 1 || t.parent === 1), locality: 'required' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveFocus();
    await userEvent.selectOptions(country, 'Canada');
    await expect(country).toHaveDisplayValue('Canada');
  },
};

function InDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit location</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Location">
        <LocationPicker terms={terms} locality="required" />
      </Dialog>
    </>
  );
}

export const InsideDialog: Story = {
  render: () => <InDialog />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit location' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Location' }));
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveFocus();
    await userEvent.selectOptions(country, 'United States');
    await expect(dialog.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: {
    countryLabel: 'מדינה',
    placeholder: 'בחירה…',
    locality: 'required',
    defaultValue: { country: 1, locality: null },
  },
  globals: { direction: 'rtl' },
};

export const DarkMobile: Story = {
  args: { locality: 'required', showErrors: true, defaultValue: { country: 1, locality: null } },
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

const longList: LocationTerm[] = [
  'Argentina',
  'Australia',
  'Brazil',
  'Canada',
  'Chile',
  'Denmark',
  'Egypt',
  'France',
  'Germany',
  'Ghana',
  'India',
  'Israel',
  'Japan',
  'Kenya',
  'México',
  'Österreich',
  'Peru',
  'Spain',
].map((name, i) => ({ id: i + 1, name, parent: 0 }));

export const LongListSearch: Story = {
  args: { terms: longList },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search countries' }), 'mex');
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(within(country).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(country, 'México');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 15, locality: null }, {});
  },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoLetTheReaderChoose: Story = {
  name: 'Do: let the reader choose',
  args: { locality: 'required' },
  parameters: {
    example: {
      verdict: 'do',
      caption: 'The country starts empty; once chosen, the locality select takes its own term.',
    },
  },
};

export const DontGuessFromTheLanguage: Story = {
  name: "Don't: guess from the language",
  args: { locality: 'required', defaultValue: { country: 1, locality: null } },
  parameters: {
    example: {
      verdict: 'dont',
      caption:
        'A country chosen from the page being in English: readers of a language live in many countries.',
    },
  },
};
