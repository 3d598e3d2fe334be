import { defaultPlayerLabels } from '@campus/player';

/**
 * The video player's texts: its own labels and video.js's controls. They load with the player
 * (`i18n/player.ts`), not with every page's messages.
 */
const player = {
  // The player's own English: this app words its labels as the player does.
  labels: defaultPlayerLabels,
  // The transcript beside a video with captions (`features/playback/parts.tsx`).
  transcript: {
    toggle: 'Transcript',
    title: 'Transcript',
    find: 'Find in transcript',
    matchesOne: '1 line matches',
    matches: '{{count}} lines match',
    loading: 'Loading the transcript…',
    failed: 'The transcript could not be loaded.',
  },
  // video.js's own control texts, keyed by its English ones.
  videojs: {
    Play: 'Play',
    Pause: 'Pause',
    Replay: 'Replay',
    'Play Video': 'Play Video',
    Mute: 'Mute',
    Unmute: 'Unmute',
    'Volume Level': 'Volume Level',
    'Progress Bar': 'Progress Bar',
    'progress bar timing: currentTime={1} duration={2}': '{1} of {2}',
    'Current Time': 'Current Time',
    Duration: 'Duration',
    'Remaining Time': 'Remaining Time',
    'Playback Rate': 'Playback Rate',
    'Picture-in-Picture': 'Picture-in-Picture',
    'Exit Picture-in-Picture': 'Exit Picture-in-Picture',
    'Playing in Picture-in-Picture': 'Playing in Picture-in-Picture',
    Fullscreen: 'Fullscreen',
    'Exit Fullscreen': 'Exit Fullscreen',
    Captions: 'Captions',
    'captions off': 'captions off',
    Subtitles: 'Subtitles',
    'subtitles off': 'subtitles off',
    'captions settings': 'captions settings',
    ', opens captions settings dialog': ', opens captions settings dialog',
    ', selected': ', selected',
    Loaded: 'Loaded',
    Progress: 'Progress',
    'Video Player': 'Video Player',
    '{1} is loading.': '{1} is loading.',
    Close: 'Close',
    'Modal Window': 'Modal Window',
    'The media could not be loaded, either because the server or network failed or because the format is not supported.':
      'The media could not be loaded, either because the server or network failed or because the format is not supported.',
    'No compatible source was found for this media.':
      'No compatible source was found for this media.',
    'A network error caused the media download to fail part-way.':
      'A network error caused the media download to fail part-way.',
  },
};

export type PlayerMessages = typeof player;
export default player;
