import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../i18n';
import { Provider } from 'react-redux';
import { createI18n } from '../../i18n';
import { createRootReducer } from '../../app/rootReducer';
import { RestartNotice } from './RestartNotice';
import { restartRequested } from '../../kit/events';
import { appStatusReceived } from './slice';

async function renderNotice() {
  const i18n = await createI18n('en');
  const seen: string[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault().concat(recordActions),
  });
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <RestartNotice />
      </Provider>
    </I18nProvider>,
  );
  return { store, seen };
}

test('says a new version is available and asks for a restart when Restart is pressed', async () => {
  const { store, seen } = await renderNotice();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  act(() => {
    store.dispatch(appStatusReceived({ applicationHash: 'a', restartRequired: false }));
    store.dispatch(appStatusReceived({ applicationHash: 'b', restartRequired: true }));
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A new version of the application is available.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
  expect(seen).toContain(restartRequested.type);
});
