import { lazy, Suspense, type ComponentProps } from 'react';
import type { ServerHtml } from './ServerHtml';

const LoadedServerHtml = lazy(() =>
  import('./ServerHtml').then((module) => ({ default: module.ServerHtml })),
);

/**
 * `ServerHtml` for a screen where server HTML is the exception, such as sign-on's error message:
 * its code comes with the first message, as the sanitizer does, not with the screen.
 */
export function ServerHtmlOnDemand(props: ComponentProps<typeof ServerHtml>) {
  return (
    <Suspense fallback={null}>
      <LoadedServerHtml {...props} />
    </Suspense>
  );
}
