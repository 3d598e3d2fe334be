import type { PlayerLabels } from '@campus/player';
import english, { type PlayerMessages } from './locales/en/player';

/**
 * The player's texts of each language are a chunk of their own: only a video needs them, so they
 * are not part of the messages every page loads. English comes with the player, as the fallback.
 */
const loaders: Record<string, () => Promise<{ default: PlayerMessages }>> = {
  es: () => import('./locales/es/player'),
  he: () => import('./locales/he/player'),
};

/** What the player takes: its labels and video.js's own texts, keyed by their English. */
export interface PlayerTexts {
  labels: PlayerLabels;
  videojsTranslations: Record<string, string>;
  /** The transcript's words (`features/playback/parts.tsx`). */
  transcript: PlayerMessages['transcript'];
}

const fromMessages = (messages: PlayerMessages): PlayerTexts => ({
  // A text the language lacks stays English, one by one.
  labels: { ...english.labels, ...messages.labels },
  videojsTranslations: { ...english.videojs, ...messages.videojs },
  transcript: { ...english.transcript, ...messages.transcript },
});

const englishTexts = fromMessages(english);
const loaded = new Map<string, PlayerTexts>();
const loading = new Map<string, Promise<PlayerTexts>>();

/** The texts of `language` if they are already here: English's always are. */
export function loadedPlayerTexts(language: string): PlayerTexts | undefined {
  return loaders[language] ? loaded.get(language) : englishTexts;
}

/**
 * Loads the player's texts of `language` once. A language without them, or whose file fails to
 * load, plays with the English ones (logged), as the page's messages do.
 */
export function loadPlayerTexts(language: string): Promise<PlayerTexts> {
  const known = loadedPlayerTexts(language);
  if (known) return Promise.resolve(known);
  let texts = loading.get(language);
  const loader = loaders[language];
  if (!texts && loader) {
    texts = loader()
      .then(({ default: messages }) => fromMessages(messages))
      .catch((error: unknown) => {
        console.warn(`Player texts for "${language}" failed to load; using English.`, error);
        return englishTexts;
      })
      .then((ready) => {
        loaded.set(language, ready);
        return ready;
      });
    loading.set(language, texts);
  }
  return texts ?? Promise.resolve(englishTexts);
}
