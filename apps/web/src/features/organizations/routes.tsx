import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/**
 * Organizations have no page of their own: they are found or created inside course creation
 * (`/courses/new/step/1/`, the courses area) through `OrganizationPicker`.
 */
export function organizationsRoutes(_services: Services): RouteObject[] {
  return [];
}
