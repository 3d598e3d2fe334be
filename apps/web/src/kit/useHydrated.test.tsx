import { render, waitFor } from '@testing-library/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrationEnded, hydrationStarted, useHydrated } from './useHydrated';

/** Records each value a render saw. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

test('a page the browser draws itself is hydrated from its first render', () => {
  const seen: boolean[] = [];
  const { container } = render(<Probe seen={seen} />);
  // No second render: server HTML shows in the same render, with no blank frame before it.
  expect(seen.every(Boolean)).toBe(true);
  expect(container).toHaveTextContent('browser');
});

test('after a hydration it turns true in a later task, not in the one that ends the hydration', async () => {
  const seen: boolean[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} />);
  expect(container).toHaveTextContent('server');
  document.body.append(container);
  // The browser's own scheduling, as in the app: act() would run every task at once.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    hydrationStarted();
    // What the task that ran the hydration's effects drew, read once that task is over.
    const drawnInThatTask = new Promise<boolean[]>((resolve) => {
      const onHydrated = () => {
        hydrationEnded();
        queueMicrotask(() => resolve([...seen]));
      };
      startTransition(() => {
        hydrateRoot(
          container,
          <Hydrated onHydrated={onHydrated}>
            <Probe seen={seen} />
          </Hydrated>,
        );
      });
    });
    // A store snapshot that differed from the server's was drawn again in that very task, the
    // longest of a phone's start-up.
    expect(await drawnInThatTask).not.toContain(true);
    await waitFor(() => expect(container).toHaveTextContent('browser'));
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.replaceChildren();
  }
});
