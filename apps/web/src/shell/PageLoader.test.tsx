import { act, render, screen } from '@testing-library/react';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createAppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import { Shell } from './Shell';

test('the loader covers the page while a lazy area loads; the first hide removes the preloader', async () => {
  const preloader = document.createElement('div');
  preloader.id = 'campus-preloader';
  document.body.append(preloader);

  let finish: (value: { Component: () => React.JSX.Element }) => void = () => undefined;
  const store = createAppStore(testServices().services);
  const router = createMemoryAppRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: 'start', element: <h1>Start</h1> },
          { path: 'area', lazy: () => new Promise((resolve) => (finish = resolve)) },
        ],
      },
    ],
    { initialEntries: ['/start'] },
  );
  render(<App store={store} router={router} i18n={await createI18n('en')} />);
  await screen.findByRole('heading', { name: 'Start' });
  expect(preloader).not.toBeInTheDocument();

  let navigation: Promise<void> = Promise.resolve();
  act(() => {
    navigation = router.navigate('/area');
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  await act(async () => {
    finish({ Component: () => <h1>Area</h1> });
    await navigation;
  });
  expect(screen.getByRole('heading', { name: 'Area' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  store.rootTask.cancel();
});
