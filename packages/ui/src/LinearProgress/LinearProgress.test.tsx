import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LinearProgress } from './LinearProgress';

test('LinearProgress is determinate with a value and indeterminate without', () => {
  render(
    <>
      <LinearProgress aria-label="Upload" value={30} />
      <LinearProgress aria-label="Saving" />
    </>,
  );
  expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  expect(screen.getByRole('progressbar', { name: 'Saving' })).not.toHaveAttribute('aria-valuenow');
});

test('has no axe violations', async () => {
  const { container } = render(
    <>
      <LinearProgress aria-label="Loading" />
      <LinearProgress aria-label="Upload" value={40} />
    </>,
  );
  expect((await axe(container)).violations).toEqual([]);
});
