import shell from './shell';

/** The messages every page shows, as in `../en/index.ts`. */
export default shell;
