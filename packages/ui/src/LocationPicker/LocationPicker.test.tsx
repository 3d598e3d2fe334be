import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LocationPicker, type LocationPickerProps } from './LocationPicker';
import type { LocationErrors, LocationTerm, LocationValue } from './useLocationPicker';

const terms: LocationTerm[] = [
  { id: 1, name: 'United States', parent: 0, locality_type_label: 'State' },
  { id: 2, name: 'Iceland', parent: 0 },
  { id: 10, name: 'Ohio', parent: 1 },
  { id: 11, name: 'Texas', parent: 1 },
];

function setup(props: Partial<LocationPickerProps> = {}) {
  const calls: Array<[LocationValue | null, LocationErrors]> = [];
  render(<LocationPicker terms={terms} onChange={(v, e) => calls.push([v, e])} {...props} />);
  return { last: () => calls[calls.length - 1] };
}

test('a country is required when countries exist: value null with key country', async () => {
  const user = userEvent.setup();
  const { last } = setup();
  expect(last()).toEqual([null, { country: true }]);
  const country = screen.getByRole('combobox', { name: 'Country' });
  await user.selectOptions(country, 'Iceland');
  expect(last()).toEqual([{ country: 2, locality: null }, {}]);
  await user.selectOptions(country, '');
  expect(screen.getByText('Please select a country')).toBeInTheDocument();
  expect(country).toHaveAccessibleDescription('Please select a country');
});

test('a required locality uses the country locality_type_label and key locality', async () => {
  const user = userEvent.setup();
  const { last } = setup({ locality: 'required' });
  expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  expect(last()).toEqual([null, { locality: true }]);
  const state = screen.getByRole('combobox', { name: 'State' });
  await user.selectOptions(state, 'Texas');
  expect(last()).toEqual([{ country: 1, locality: 11 }, {}]);
});

test('a country without localities needs no locality even when required', async () => {
  const user = userEvent.setup();
  const { last } = setup({ locality: 'required' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Iceland');
  expect(screen.queryByRole('combobox', { name: /locality|state/i })).not.toBeInTheDocument();
  expect(last()).toEqual([{ country: 2, locality: null }, {}]);
});

test('an optional locality may stay empty', async () => {
  const user = userEvent.setup();
  const { last } = setup({ locality: 'optional' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  expect(screen.getByRole('combobox', { name: 'State' })).not.toBeRequired();
  expect(last()).toEqual([{ country: 1, locality: null }, {}]);
});

test('changing the country clears the locality', async () => {
  const user = userEvent.setup();
  const { last } = setup({ locality: 'optional', defaultValue: { country: 1, locality: 10 } });
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Ohio');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Iceland');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Select…');
  expect(last()).toEqual([{ country: 1, locality: null }, {}]);
});

test('a single country is preselected and its choice hidden', () => {
  const calls: Array<LocationValue | null> = [];
  render(
    <LocationPicker
      terms={terms.filter((t) => t.id !== 2)}
      locality="optional"
      onChange={(v) => calls.push(v)}
    />,
  );
  expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  expect(calls[calls.length - 1]).toEqual({ country: 1, locality: null });
});

test('no countries at all is valid with nothing to choose', () => {
  const calls: Array<LocationValue | null> = [];
  render(<LocationPicker terms={[]} onChange={(v) => calls.push(v)} />);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(calls[calls.length - 1]).toEqual({ country: null, locality: null });
});

test('the locality is hidden when the theme does not support it', async () => {
  const user = userEvent.setup();
  setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
});

test('labels and messages can be replaced; keyboard selects by typing', async () => {
  const user = userEvent.setup();
  setup({ countryLabel: 'Land', showErrors: true, countryRequiredLabel: 'Wähle ein Land' });
  const land = screen.getByRole('combobox', { name: 'Land' });
  expect(land).toHaveAccessibleDescription('Wähle ein Land');
  await user.tab();
  expect(land).toHaveFocus();
  await user.selectOptions(land, 'United States');
  expect(land).toHaveDisplayValue('United States');
});

test('has no axe violations', async () => {
  const { container } = render(
    <LocationPicker
      terms={terms}
      locality="required"
      showErrors
      defaultValue={{ country: 1, locality: null }}
    />,
  );
  expect((await axe(container)).violations).toEqual([]);
});

test('a long list gets a search box that narrows the choices', async () => {
  const user = userEvent.setup();
  const many: LocationTerm[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    name: `Country ${i + 1}`,
    parent: 0,
  }));
  many.push({ id: 99, name: 'Österreich', parent: 0 });
  const calls: Array<LocationValue | null> = [];
  render(<LocationPicker terms={many} onChange={(v) => calls.push(v)} />);
  await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'oster');
  const country = screen.getByRole('combobox', { name: 'Country' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Select…',
    'Österreich',
  ]);
  await user.selectOptions(country, 'Österreich');
  expect(calls[calls.length - 1]).toEqual({ country: 99, locality: null });
});
