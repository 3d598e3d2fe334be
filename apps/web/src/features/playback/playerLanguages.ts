import type { Video } from '@campus/api-client';
import type { CaptionTrack } from '@campus/player';
import { languageName } from '../../kit/intl';

/**
 * The video entity's `languages` and captions (`subtitles`) as the player takes them. The player
 * plays the first: the page's language when the video was recorded in it, so a Hebrew page plays
 * the Hebrew recording, and a moment a search found in its Hebrew captions comes at its second.
 */
export function playerLanguages(video: Video | null | undefined, pageLanguage: string) {
  const track = (src: string | null | undefined, language: string): CaptionTrack[] =>
    src ? [{ src, srclang: language, label: languageName(language, pageLanguage) }] : [];
  const base = pageLanguage.split(/[-_]/)[0];
  const options = video?.languages ?? [];
  const own = options.filter((option) => option.language === base);
  return {
    tracks: video ? track(video.subtitles, video.language ?? 'en') : [],
    languages: [...own, ...options.filter((option) => !own.includes(option))].map((option) => ({
      language: option.language,
      label: languageName(option.language, pageLanguage),
      video: option.video,
      subtitles: track(option.subtitles, option.language),
    })),
  };
}
