/** Business constants of the Learning Centre (spec 2 §9) and names the app chose. */
/** Spec 2 §9: the first page of modules, and how many more See All loads. */
export const FIRST_MODULES = 6;
export const MORE_MODULES = 100;
/** Spec 2 §9: popular articles and videos (popular=1). */
export const POPULAR_COUNT = 3;
/** Spec 2 §9: related playlists in the block (the dialog shows the first 2). */
export const RELATED_COUNT = 3;
/** Spec 2 §9: the lesson timer ticks every second. */
export const TICK_MS = 1000;
/** Replays wait 1 s, 2 s, 4 s… up to a minute; coming back online replays at once. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** Customer-chat event names (spec 2 §7). */
export const CHAT_EVENTS = {
  visited: 'VisitedTrainingCenter',
  videoWatched: 'WatchedTrainingVideo',
} as const;
