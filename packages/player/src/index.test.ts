import * as api from './index';

// The public surface is a promise to other teams: a change here needs a changeset and a semver bump.
test('the package exports exactly its documented surface', () => {
  expect(Object.keys(api).sort()).toEqual([
    'COMPLETION_THRESHOLD',
    'DEFAULT_DRIVE_MEDIA_BASE',
    'DEFAULT_HOST_SCRIPT_URL',
    'DEFAULT_RESTORE_VOLUME',
    'PLAYLIST_PLAY_EVENT',
    'Player',
    'Playlist',
    'VOLUME_STEPS',
    'clampVolume',
    'createCompletionTracker',
    'defaultPlayerLabels',
    'defaultPlaylistLabels',
    'downloadOptions',
    'driveFileId',
    'driveMediaUrl',
    'findPlayer',
    'isDriveUrl',
    'isHostUrl',
    'mediaType',
    'playTimeText',
    'players',
    'resolveSource',
    'stepVolume',
    'timerText',
    'toggleMute',
  ]);
});
