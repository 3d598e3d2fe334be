import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { TextField } from './TextField';

test('TextField links its hint and error to the input', () => {
  render(
    <TextField
      label="Email"
      hint="We never share it"
      error="Please enter a valid email address."
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription(
    'We never share it Please enter a valid email address.',
  );
});

test('has no axe violations', async () => {
  const { container } = render(<TextField label="Name" hint="As on your ID" error="Required" />);
  expect((await axe(container)).violations).toEqual([]);
});

test('a required field is marked on its label without changing its name', () => {
  render(
    <>
      <TextField label="First name" required />
      <TextField label="Nickname" />
    </>,
  );
  const required = screen.getByRole('textbox', { name: 'First name' });
  expect(required).toBeRequired();
  expect(screen.getByText('First name')).toHaveAttribute('data-required');
  expect(screen.getByText('Nickname')).not.toHaveAttribute('data-required');
});
