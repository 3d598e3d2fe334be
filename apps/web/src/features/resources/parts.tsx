/**
 * The resources area's views another room shows, kept out of its index: the index comes to every
 * page that shows a resource card (search results, a series run), which need none of these.
 */
export { RecentResources } from './RecentResources';
