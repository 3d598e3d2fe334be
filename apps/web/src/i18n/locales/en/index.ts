import accounts from './accounts';
import type { CoursesMessages } from './courses';
import organizations from './organizations';
import resources from './resources';
import search from './search';
import shell from './shell';
import training from './training';

/**
 * English: the product's own strings, and the fallback for every other language. Each area owns a
 * file. These come with every page; the courses area's come with its routes (`areaTexts`).
 */
const en = { ...shell, accounts, organizations, resources, search, training };

/** The messages every page has, in every language. */
export type PageMessages = typeof en;
/** The messages that come with their area's routes, a chunk of their own per language. */
export interface AreaMessages {
  courses: CoursesMessages;
}
/** Every message a screen may ask for. */
export type Messages = PageMessages & AreaMessages;
export default en;
