import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import { QUEUE_KEY } from '../features/training/start';
import { ErrorScreen } from './ErrorScreen';

const waiting = JSON.stringify([{ userId: 8, lesson_id: 2001 }]);

/** The page inside the app's own providers, over services whose storage holds `queue`, if any. */
async function renderOffline(online: boolean, queue?: string) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  const { services, stored } = testServices();
  if (queue) stored.set(QUEUE_KEY, queue);
  render(
    <AppProviders store={createAppStore(services)} i18n={await createI18n('en')}>
      <MemoryRouter>
        <ErrorScreen errors={['You are probably offline.']} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

const kept =
  'Your finished lessons are saved on this device and will be sent when you are back online.';

test('offline with completions waiting, the error page says they are kept', async () => {
  await renderOffline(false, waiting);
  expect(screen.getByRole('listitem')).toHaveTextContent('You are probably offline.');
  expect(screen.getByText(kept)).toHaveAttribute('role', 'status');
});

test('offline, the page says it needs a connection and leads to the modules saved here', async () => {
  await renderOffline(false);
  expect(screen.getByText('You are offline, and this page needs a connection.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(
    screen.getByRole('link', { name: 'Go to the modules saved on this device' }),
  ).toHaveAttribute('href', '/training');
  expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
});

test('online, the page leads to the dashboard and says nothing of the connection', async () => {
  await renderOffline(true);
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
});

test('offline with nothing waiting, the page does not speak of kept progress', async () => {
  await renderOffline(false);
  expect(screen.queryByText(kept)).not.toBeInTheDocument();
});

test('online with completions waiting, the page does not speak of kept progress either', async () => {
  await renderOffline(true, waiting);
  expect(screen.queryByText(kept)).not.toBeInTheDocument();
});
