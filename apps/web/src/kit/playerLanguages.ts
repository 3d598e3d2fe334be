import type { Video } from '@campus/api-client';
import type { CaptionTrack } from '@campus/player';

/** A language's name in the page's language: "Spanish", or "Español" on a Spanish page. */
function languageName(code: string, pageLanguage: string): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The video entity's `languages` and captions (`subtitles`) as the player takes them. */
export function playerLanguages(video: Video | null | undefined, pageLanguage: string) {
  const track = (src: string | null | undefined, language: string): CaptionTrack[] =>
    src ? [{ src, srclang: language, label: languageName(language, pageLanguage) }] : [];
  return {
    tracks: video ? track(video.subtitles, video.language ?? 'en') : [],
    languages: (video?.languages ?? []).map((option) => ({
      language: option.language,
      label: languageName(option.language, pageLanguage),
      video: option.video,
      subtitles: track(option.subtitles, option.language),
    })),
  };
}
