import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { PartBoundary } from '../../kit/LoadFailure';
import { selectBlockedMessage } from './selectors';

// Few users ever meet it, so the dialog loads only when a blocked role is met.
const BlockedRoleDialog = lazy(() => import('./BlockedRoleDialog'));

/** A support_couple or subscriber user met a guarded route and was logged out. */
export function BlockedRoleModal() {
  const message = useSelector(selectBlockedMessage);
  if (message === null) return null;
  return (
    <PartBoundary floating>
      <Suspense fallback={null}>
        <BlockedRoleDialog message={message} />
      </Suspense>
    </PartBoundary>
  );
}
