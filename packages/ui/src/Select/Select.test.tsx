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
  const { container } = render(<Select label="Type" placeholder="All" options={[{ value: 'a', label: 'A' }]} error="Required" />);
  expect((await axe(container)).violations).toEqual([]);
});
