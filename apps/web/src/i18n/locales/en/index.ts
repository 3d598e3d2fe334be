import accounts from './accounts';
import courses from './courses';
import resources from './resources';
import search from './search';
import shell from './shell';
import training from './training';

/** English: the product's own strings, and the fallback for every other language. Each area owns a file. */
const en = { ...shell, accounts, courses, resources, search, training };

export type Messages = typeof en;
export default en;
