import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { PartBoundary } from '../../kit/LoadFailure';
import { selectDeniedResource, selectFailedShare, selectModalResource } from './selectors';

// The stepper, the player and the previews load only once a resource opens.
const ResourceModal = lazy(() => import('./ResourceModal'));

/** The resource modal and access-denied dialog, mounted once by the shell. */
export function ResourceModalHost() {
  const open = useSelector(selectModalResource);
  const denied = useSelector(selectDeniedResource);
  const failedShare = useSelector(selectFailedShare);
  if (!open && !denied && !failedShare) return null;
  return (
    <PartBoundary floating>
      <Suspense fallback={null}>
        <ResourceModal />
      </Suspense>
    </PartBoundary>
  );
}
