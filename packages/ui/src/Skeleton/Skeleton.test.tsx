import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Skeleton } from './Skeleton';

test('Skeleton is hidden from assistive technology', () => {
  render(<Skeleton width={120} data-testid="placeholder" />);
  expect(screen.getByTestId('placeholder')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByTestId('placeholder')).toHaveStyle({ inlineSize: '120px' });
});

test('has no axe violations', async () => {
  const { container } = render(<Skeleton />);
  expect((await axe(container)).violations).toEqual([]);
});
