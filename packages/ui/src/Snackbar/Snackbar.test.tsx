import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Snackbar } from './Snackbar';

test('Snackbar announces its message and closes after 1500 ms by default', () => {
  jest.useFakeTimers();
  function Demo() {
    const [open, setOpen] = useState(true);
    return <Snackbar open={open} message="Copied to Clipboard" onClose={() => setOpen(false)} />;
  }
  render(<Demo />);
  expect(screen.getByRole('status')).toHaveTextContent('Copied to Clipboard');
  act(() => jest.advanceTimersByTime(1499));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  jest.useRealTimers();
});

test('has no axe violations', async () => {
  const { container } = render(<Snackbar open message="Copied to Clipboard" />);
  expect((await axe(container)).violations).toEqual([]);
});
