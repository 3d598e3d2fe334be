import { createAction } from '@reduxjs/toolkit';
import type { AreaName } from './areas';

/**
 * Events of the app as a whole, which any room may raise or react to. They live on the lowest floor
 * so that the shell and the features can share them without importing each other.
 */

/** The router moved to another address (menus close, the search form hides). */
export const navigated = createAction<{ pathname: string; search: string }>('app/navigated');

/** The generic error page with a list of errors, without changing the address. */
export const errorPageShown = createAction<string[]>('app/errorPageShown');

/** Code of this build could not be fetched any more: a newer version replaced it on the server. */
export const staleBuildDetected = createAction('app/staleBuildDetected');

/** The member asked to load the newest version. */
export const restartRequested = createAction('app/restartRequested');

/** The side menu's Search was pressed on the search page: its box takes focus. */
export const searchFocusRequested = createAction('app/searchFocusRequested');

/** An area's state joined the store and its saga runs (`kit/areas.ts`): its parts may now show. */
export const areaStarted = createAction<string>('app/areaStarted');

/** A part of a screen needs an area that its route did not start (its state and sagas). */
export const areaWanted = createAction<AreaName>('app/areaWanted');
