import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { useSecretUnlock } from './useSecretUnlock';

let clock = 0;
function Target() {
  const { unlocked, onClick } = useSecretUnlock(() => clock);
  return (
    <button type="button" onClick={onClick}>
      {unlocked ? 'unlocked' : 'locked'}
    </button>
  );
}

test('clicks spread over more than 5000 ms start a new count', async () => {
  const store = createAppStore(testServices().services);
  render(
    <Provider store={store}>
      <Target />
    </Provider>,
  );
  const button = screen.getByRole('button');
  clock = 0;
  for (let i = 0; i < 7; i++) await userEvent.click(button);
  clock = 5001;
  await userEvent.click(button);
  expect(button).toHaveTextContent(/^locked$/);
  for (let i = 0; i < 7; i++) await userEvent.click(button);
  expect(button).toHaveTextContent(/^unlocked$/);
  store.rootTask.cancel();
});
