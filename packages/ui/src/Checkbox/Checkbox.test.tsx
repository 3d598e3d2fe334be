import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Checkbox } from './Checkbox';

test('Checkbox toggles by its label and by Space', async () => {
  const user = userEvent.setup();
  render(<Checkbox label="I agree to the Terms and Conditions" />);
  const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await user.click(screen.getByText('I agree to the Terms and Conditions'));
  expect(box).toBeChecked();
  await user.keyboard(' ');
  expect(box).not.toBeChecked();
});

test('has no axe violations', async () => {
  const { container } = render(<Checkbox label="Remember me" />);
  expect((await axe(container)).violations).toEqual([]);
});
