import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ProgressCircle } from './ProgressCircle';

test.each([
  [0, 'Not Started'],
  [42.4, '42%'],
  [100, 'Completed'],
])('at %s it reads %s', (value, text) => {
  render(<ProgressCircle value={value} aria-label="Module progress" />);
  const bar = screen.getByRole('progressbar', { name: 'Module progress' });
  expect(bar).toHaveAttribute('aria-valuetext', text);
  expect(bar).toHaveTextContent(text);
});

test('clamps values outside 0..100 and uses the 25px default diameter', () => {
  render(<ProgressCircle value={180} aria-label="Progress" />);
  const bar = screen.getByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The ring is decorative (aria-hidden), so its size is only observable on the svg itself.
  // eslint-disable-next-line testing-library/no-node-access
  expect(bar.querySelector('svg')).toHaveAttribute('width', '25');
});

test('has no axe violations', async () => {
  const { container } = render(<ProgressCircle value={50} aria-label="Progress" />);
  expect((await axe(container)).violations).toEqual([]);
});
