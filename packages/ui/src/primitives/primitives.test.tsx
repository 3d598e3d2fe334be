import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Button, Checkbox, LinearProgress, Select, Skeleton, Snackbar, TextField } from './index';

test('Button does not submit forms unless asked and forwards clicks', async () => {
  const user = userEvent.setup();
  let submitted = 0;
  let clicked = 0;
  render(
    <form onSubmit={(e) => { e.preventDefault(); submitted += 1; }}>
      <Button onClick={() => (clicked += 1)}>Plain</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Plain' }));
  expect([clicked, submitted]).toEqual([1, 0]);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(submitted).toBe(1);
});

test('TextField links its hint and error to the input', () => {
  render(<TextField label="Email" hint="We never share it" error="Please enter a valid email address." />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address.');
});

test('Select offers a placeholder and its options', async () => {
  const user = userEvent.setup();
  render(<Select label="Type" placeholder="All" options={[{ value: 'video', label: 'Videos' }]} />);
  const select = screen.getByRole('combobox', { name: 'Type' });
  await user.selectOptions(select, 'Videos');
  expect(select).toHaveValue('video');
});

test('Checkbox toggles by its label and by Space', async () => {
  const user = userEvent.setup();
  render(<Checkbox label="I agree to the Terms and Conditions" />);
  const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await user.click(screen.getByText('I agree to the Terms and Conditions'));
  expect(box).toBeChecked();
  await user.keyboard(' ');
  expect(box).not.toBeChecked();
});

test('LinearProgress is determinate with a value and indeterminate without', () => {
  render(
    <>
      <LinearProgress aria-label="Upload" value={30} />
      <LinearProgress aria-label="Saving" />
    </>,
  );
  expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '30');
  expect(screen.getByRole('progressbar', { name: 'Saving' })).not.toHaveAttribute('aria-valuenow');
});

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

test('Skeleton is hidden from assistive technology', () => {
  render(<Skeleton width={120} data-testid="placeholder" />);
  expect(screen.getByTestId('placeholder')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByTestId('placeholder')).toHaveStyle({ inlineSize: '120px' });
});

test('primitives have no axe violations', async () => {
  const { container } = render(
    <>
      <Button>Go</Button>
      <TextField label="Name" error="Required" />
      <Select label="Type" options={[{ value: 'a', label: 'A' }]} />
      <Checkbox label="Remember me" />
      <LinearProgress aria-label="Loading" />
      <Skeleton />
    </>,
  );
  expect((await axe(container)).violations).toEqual([]);
});
