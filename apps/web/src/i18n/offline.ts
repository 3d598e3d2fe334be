import english, { type OfflineMessages } from './locales/en/offline';
import { ownTexts, type OwnText } from './ownTexts';

/**
 * The texts of saving modules for offline, a chunk of their own per language as the player's are
 * (`player.ts`): only a member saving or listing saved modules needs them.
 */
const offlineTexts = ownTexts<OfflineMessages>('offline', english, {
  es: () => import('./locales/es/offline'),
  he: () => import('./locales/he/offline'),
});

export type OfflineText = OwnText<OfflineMessages>;

/** Loads the texts of `language` once; a language without them, or a failed load, gets English. */
export const loadOfflineTexts = offlineTexts.load;
