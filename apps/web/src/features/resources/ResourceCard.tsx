import type { Resource } from '@campus/api-client';
import { useDispatch } from 'react-redux';
import { resourceOpened } from './slice';

/** One resource as a card; activating it opens the resource modal. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(resourceOpened({ resource }))}>
      {resource.title}
    </button>
  );
}
