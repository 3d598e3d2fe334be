import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useRouteError } from 'react-router-dom';
import { staleBuildDetected } from '../features/app-status';
import { ErrorScreen } from './ErrorScreen';

/** Browsers word a failed dynamic import differently; all mean the chunk is gone. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * A lazy area from an older build that no longer exists on the server means a deploy happened:
 * offer the restart prompt rather than a blank page. Other failures get the generic error page.
 */
export function RouteError() {
  const error = useRouteError();
  const dispatch = useDispatch();
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale) dispatch(staleBuildDetected());
    else console.error(error);
  }, [stale, error, dispatch]);
  return stale ? null : <ErrorScreen />;
}
