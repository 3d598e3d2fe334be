import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from './Button';

test('Button does not submit forms unless asked and forwards clicks', async () => {
  const user = userEvent.setup();
  let submitted = 0;
  let clicked = 0;
  render(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitted += 1;
      }}
    >
      <Button onClick={() => (clicked += 1)}>Plain</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Plain' }));
  expect([clicked, submitted]).toEqual([1, 0]);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(submitted).toBe(1);
});

test('has no axe violations', async () => {
  const { container } = render(<Button>Go</Button>);
  expect((await axe(container)).violations).toEqual([]);
});
