import { CampusThemeProvider } from '@campus/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createI18n, I18nProvider } from '../i18n';
import { hasUnsentProgress, QUEUE_KEY } from '../features/training/start';
import { ErrorScreen } from './ErrorScreen';
import { UnsentWorkContext } from './UnsentWork';

async function renderOffline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  render(
    <CampusThemeProvider>
      <I18nProvider i18n={await createI18n('en')}>
        {/* As the app provides it: the Learning Centre's outbox in this browser's storage. */}
        <UnsentWorkContext.Provider value={() => hasUnsentProgress(localStorage)}>
          <MemoryRouter>
            <ErrorScreen errors={['You are probably offline.']} />
          </MemoryRouter>
        </UnsentWorkContext.Provider>
      </I18nProvider>
    </CampusThemeProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const kept =
  'Your finished lessons are saved on this device and will be sent when you are back online.';

test('offline with completions waiting, the error page says they are kept', async () => {
  localStorage.setItem(QUEUE_KEY, JSON.stringify([{ userId: 8, lesson_id: 2001 }]));
  await renderOffline(false);
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
  localStorage.setItem(QUEUE_KEY, JSON.stringify([{ userId: 8, lesson_id: 2001 }]));
  await renderOffline(true);
  expect(screen.queryByText(kept)).not.toBeInTheDocument();
});
