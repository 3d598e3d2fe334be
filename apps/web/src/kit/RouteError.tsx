import { useEffect } from 'react';
import { useRouteError } from './router';
import { ErrorScreen } from './ErrorScreen';
import { isChunkLoadError, LoadFailure } from './LoadFailure';

/**
 * A route whose code could not be fetched (offline, or a deploy replaced it) says so and keeps the
 * shell; any other failure gets the generic error page.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  return chunk ? <LoadFailure error={error} /> : <ErrorScreen />;
}
