import { render, screen } from '@testing-library/react';
import { passwordFailures } from '@campus/api-client';
import { axe } from 'jest-axe';
import { PasswordHints } from './PasswordHints';

const states = () =>
  Object.fromEntries(
    screen.getAllByRole('listitem').map((item) => [item.dataset.rule, item.dataset.state]),
  );

test('reads as guidance until something is typed, then marks each rule met or not', async () => {
  const { container, rerender } = render(<PasswordHints rule={passwordFailures} value="" />);
  expect(screen.getByText('Your password must:')).toBeInTheDocument();
  expect(Object.values(states())).toEqual(['idle', 'idle', 'idle', 'idle']);

  rerender(<PasswordHints rule={passwordFailures} value="abcdefg1" />);
  expect(states()).toEqual({
    passwordMinLength: 'met',
    passwordCase: 'unmet',
    passwordNumber: 'met',
    passwordSymbol: 'unmet',
  });
  expect(screen.getByText('include at least one symbol')).toHaveTextContent(
    'include at least one symbol: not met',
  );
  expect((await axe(container)).violations).toEqual([]);
});

test('takes translated texts and an id a field can point at', () => {
  render(
    <>
      <input aria-label="Password" aria-describedby="rules" />
      <PasswordHints
        rule={passwordFailures}
        id="rules"
        value="Abcdefg1!"
        label="Tu contraseña debe:"
        ruleMetLabel="cumplido"
        messages={{ passwordNumber: 'incluir al menos un número' }}
      />
    </>,
  );
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^Tu contraseña debe:/);
  expect(screen.getByText('incluir al menos un número')).toHaveTextContent(
    'incluir al menos un número: cumplido',
  );
});
