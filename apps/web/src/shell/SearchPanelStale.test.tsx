import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import type { Areas } from '../kit/areas';
import { eagerAreas } from '../app/areas';
import { accountsSaga, accountsSlice } from '../features/accounts';
import { coursesSaga, coursesSlice } from '../features/courses';
import { organizationsSaga, organizationsSlice } from '../features/organizations';
import { resourcesSaga, resourcesSlice } from '../features/resources';
import { trainingSaga, trainingSlice } from '../features/training';

// Every area but search, whose chunk is of an older build, gone from the server after a deploy.
const running = eagerAreas({
  accounts: { slice: accountsSlice, saga: accountsSaga },
  courses: { slice: coursesSlice, saga: coursesSaga },
  organizations: { slice: organizationsSlice, saga: organizationsSaga },
  resources: { slice: resourcesSlice, saga: resourcesSaga },
  training: { slice: trainingSlice, saga: trainingSaga },
});
const areas: Areas = {
  attach: running.attach,
  ensure: (...names) =>
    names.includes('search')
      ? Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/search-old.js'),
        )
      : running.ensure(...names),
};

test('a panel whose body cannot load says so and offers the restart prompt', async () => {
  const kit = testServices({ hostSettings: { theme: { supports: { search: true } } }, areas });
  kit.services.storage.setItem('cookies_agreed', '1');
  const store = createAppStore(kit.services);
  const router = createMemoryRouter(createRoutes(kit.services), {
    initialEntries: ['/course-library'],
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(<App store={store} router={router} i18n={await createI18n('en')} />);
    const menu = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
    await userEvent.click(within(menu).getByRole('button', { name: 'Search' }));
    const panel = screen.getByRole('complementary', { name: 'Search' });
    expect(await within(panel).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Search could not be opened. Reload the page and try again.',
    );
    expect(store.getState().appStatus.restartPrompt).toBe(true);
    // The rest of the page carries on.
    expect(within(menu).getByRole('link', { name: 'Course Library' })).toBeInTheDocument();
  } finally {
    error.mockRestore();
    store.rootTask.cancel();
  }
});
