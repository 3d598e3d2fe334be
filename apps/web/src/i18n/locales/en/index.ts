import shell from './shell';

/**
 * The messages every page shows (the frame, the states any screen falls back to): a first visit's
 * one message chunk. Each area's come with the area (`i18n/index.ts`); `all.ts` has them all.
 */
export default shell;
