/** Business constants of the Learning Centre and names the app chose. */
/** The first page of modules, and how many more See All loads (pinned by screens.test.tsx). */
export const FIRST_MODULES = 6;
export const MORE_MODULES = 100;
/** The home reads every module a member may open in one page, and their latest saved positions. */
export const HOME_MODULE_PAGE = 100;
export const HOME_POSITIONS = 20;
/** Popular articles and videos, asked for with popular=1 (README, "Learning Centre"). */
export const POPULAR_COUNT = 3;
/** Related playlists in the block; the dialog shows the first 2 (README, "Learning Centre"). */
export const RELATED_COUNT = 3;
/** The lesson timer ticks every second (README, "Learning Centre"). */
export const TICK_MS = 1000;
/** Replays wait 1 s, 2 s, 4 s… up to a minute; coming back online replays at once. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** Customer-chat event names (README, "Learning Centre"). */
export const CHAT_EVENTS = {
  visited: 'VisitedTrainingCenter',
  videoWatched: 'WatchedTrainingVideo',
} as const;
