import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Select } from './Select';

test('Select offers a placeholder and its options', async () => {
  const user = userEvent.setup();
  render(<Select label="Type" placeholder="All" options={[{ value: 'video', label: 'Videos' }]} />);
  const select = screen.getByRole('combobox', { name: 'Type' });
  await user.selectOptions(select, 'Videos');
  expect(select).toHaveValue('video');
});

test('has no axe violations', async () => {
  const { container } = render(
    <Select
      label="Type"
      placeholder="All"
      options={[{ value: 'a', label: 'A' }]}
      error="Required"
    />,
  );
  expect((await axe(container)).violations).toEqual([]);
});

test('a searchable select filters its options by an accent-insensitive query and keeps the choice', async () => {
  const user = userEvent.setup();
  const options = [
    { value: 'qc', label: 'Québec' },
    { value: 'on', label: 'Ontario' },
    { value: 'ab', label: 'Alberta' },
  ];
  render(
    <Select
      label="Province"
      options={options}
      searchable
      searchLabel="Search provinces"
      defaultValue="ab"
    />,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search provinces' }), 'queb');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Québec']);
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Province' })).toHaveFocus();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Québec');
  expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('qc');
  await user.clear(screen.getByRole('searchbox', { name: 'Search provinces' }));
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

test('the search box shows a search icon that stays out of its name and of the tab order', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <Select
      label="Category"
      options={[{ value: 'a', label: 'A' }]}
      searchable
      searchLabel="Search categories"
    />,
  );
  const box = screen.getByRole('searchbox', { name: 'Search categories' });
  // Decorative, so outside the accessibility tree that role queries read.
  // eslint-disable-next-line testing-library/no-node-access
  const icon = box.parentElement?.querySelector('svg');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toHaveAttribute('focusable', 'false');
  await user.tab();
  expect(box).toHaveFocus();
  expect((await axe(container)).violations).toEqual([]);
});
