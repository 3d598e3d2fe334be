export { Player, defaultPlayerLabels } from './Player/Player';
export type {
  PlaybackState,
  PlayerEventHandlers,
  PlayerHandle,
  PlayerLabels,
  PlayerProps,
  PlayerTime,
  VideoLanguage,
} from './Player/Player';
export { Playlist, defaultPlaylistLabels, PLAYLIST_PLAY_EVENT } from './Playlist/Playlist';
export type { PlaylistItem, PlaylistLabels, PlaylistProps } from './Playlist/Playlist';
export type { CaptionTrack } from './engines/types';
export { players, findPlayer, resolveSource } from './players';
export type { PlayerConfig, PlayerEntry, PlayerKey, ResolvedSource } from './players';
export {
  DEFAULT_DRIVE_MEDIA_BASE,
  DEFAULT_HOST_SCRIPT_URL,
  driveFileId,
  driveMediaUrl,
  isDriveUrl,
  isHostUrl,
  mediaType,
} from './patterns';
export { COMPLETION_THRESHOLD, createCompletionTracker } from './completion';
export type { CompletionMode, CompletionTracker, PlayedRanges } from './completion';
export {
  clampVolume,
  DEFAULT_RESTORE_VOLUME,
  stepVolume,
  toggleMute,
  VOLUME_STEPS,
} from './volume';
export type { VolumeState } from './volume';
export { downloadOptions } from './downloads';
export type { DownloadOption, VideoDownload } from './downloads';
export { playTimeText, timerText } from './time';
