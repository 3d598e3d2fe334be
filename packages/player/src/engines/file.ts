// An app that type-checks this package from source (the `@campus/source` condition) sees the
// declarations for video.js's untyped entries only through this reference: vendor.d.ts declares
// ambient modules, which no import can bring in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../vendor.d.ts" />
import type { CreateEngine } from './types';

/** The file player: video.js, its core build unless the source is a stream (HLS needs VHS). */
// Browsers reject play() without a gesture or on a newer load; neither is an error to report.
const quiet = (promise: Promise<unknown> | undefined) => void promise?.catch(() => undefined);

export const createFileEngine: CreateEngine = async (mount, options, events) => {
  const [module] = await Promise.all([
    options.streaming ? import('video.js') : import('video.js/core'),
    import('video.js/dist/video-js.css'),
  ]);
  const videojs = module.default;
  const element = document.createElement('video');
  element.className = 'video-js vjs-big-play-centered';
  element.setAttribute('playsinline', '');
  mount.append(element);

  const captions = options.tracks.map((track) => ({ kind: 'captions', ...track }));
  const player = videojs(element, {
    controls: true,
    preload: 'metadata',
    // A fixed aspect ratio already puts the player in fluid mode; autoplay, off by default, is
    // started by hand once the start position is set.
    aspectRatio: '16:9',
    muted: options.muted,
    poster: options.poster,
    playbackRates: options.playbackRates,
    sources: [{ src: options.src, type: options.type }],
    tracks: captions,
    // The texts go to this player alone: `videojs.addLanguage` would change every player on the
    // page, and two players may speak different languages.
    ...(options.language && {
      language: options.language,
      languages: { [options.language]: options.translations },
    }),
  });
  // video.js adds the `tracks` option's captions only where it draws captions itself. Where the
  // browser draws them (Safari and every WebKit), it takes only <track> elements written in the
  // page and skips the option, so the captions are added here, and the one marked `default` (on
  // before a language switch) is shown: WebKit leaves a track added late hidden (pinned by
  // e2e/engines/learning.engine.ts).
  player.ready(() => {
    const tech = player.tech(true) as { featuresNativeTextTracks?: boolean } | undefined;
    if (!tech?.featuresNativeTextTracks) return;
    for (const track of captions) {
      // With the browser's text tracks this is the browser's own <track>; video.js's type is
      // that of its stand-in for the others, which has no `track`.
      const element = player.addRemoteTextTrack(track, true) as unknown as HTMLTrackElement;
      if (track.default) element.track.mode = 'showing';
    }
  });
  // The React player is the named region; a second region per player would repeat landmarks, so
  // video.js's own becomes a group (keeping its translated "Video Player" name). video.js leaves
  // it out of the tab order, which left the surface, and Space on it, to mouse users.
  const root = player.el() as HTMLElement;
  root.setAttribute('role', 'group');
  root.tabIndex = 0;

  const emitTime = () =>
    events.timeupdate(
      player.currentTime() ?? 0,
      player.duration() ?? 0,
      player.playbackRate() ?? 1,
      player.played(),
    );
  player.on('play', events.play);
  player.on('pause', () => {
    // video.js reports a pause right before `ended`; the player's state is "finished" then.
    if (!player.ended()) events.pause();
  });
  player.on('ended', () => {
    emitTime();
    events.ended();
  });
  player.on('seeking', events.seeking);
  player.on('timeupdate', emitTime);
  player.on('error', () => {
    events.error(new Error(player.error()?.message || 'The video could not be played.'));
  });
  // Loading a source puts the element back to its default speed, so the speed asked for is set
  // once the metadata is in; a change reaches the app only when it is not that speed again.
  let rate = options.playbackRate;
  player.on('ratechange', () => {
    const chosen = player.playbackRate() ?? 1;
    if (chosen !== rate) events.ratechange?.((rate = chosen));
  });
  player.one('loadedmetadata', () => {
    if (options.startAt > 0) player.currentTime(options.startAt);
    if (rate !== 1) player.playbackRate(rate);
    events.ready();
    if (options.autoPlay) quiet(player.play());
  });

  /** The member asked for play and not for a pause since. */
  let playWanted = false;

  const captionTracks = () =>
    Array.from(player.textTracks() as unknown as ArrayLike<TextTrack>).filter(
      (track) => track.kind === 'captions' || track.kind === 'subtitles',
    );

  return {
    // A press kept while video.js was on its way comes while its source is still being set:
    // video.js then waits for a `ready` or `loadstart` that may both have come already (Firefox,
    // a video the browser has cached), and never plays. So a play asked for is asked for again as
    // the metadata and then the data come in, until it plays or a pause comes: every engine plays
    // on the one press (pinned by e2e/engines/player.engine.ts).
    play() {
      playWanted = true;
      quiet(player.play());
      const again = () => {
        if (playWanted && player.paused()) quiet(player.play());
      };
      const played = () => {
        player.off(['loadedmetadata', 'canplay'], again);
        player.off('play', played);
      };
      player.on(['loadedmetadata', 'canplay'], again);
      player.on('play', played);
    },
    pause: () => {
      playWanted = false;
      player.pause();
    },
    paused: () => player.paused(),
    currentTime: () => player.currentTime() ?? 0,
    seek: (seconds) => player.currentTime(seconds),
    duration: () => player.duration() ?? 0,
    volume: () => (player.muted() ? 0 : (player.volume() ?? 1)),
    setVolume(volume) {
      player.muted(volume === 0);
      if (volume > 0) player.volume(volume);
    },
    toggleCaptions() {
      const tracks = captionTracks();
      const showing = tracks.some((track) => track.mode === 'showing');
      tracks.forEach((track, index) => {
        track.mode = !showing && index === 0 ? 'showing' : 'disabled';
      });
    },
    captionsShowing: () => captionTracks().some((track) => track.mode === 'showing'),
    toggleFullscreen() {
      const request = player.isFullscreen() ? player.exitFullscreen() : player.requestFullscreen();
      quiet(Promise.resolve(request));
    },
    dispose: () => player.dispose(),
  };
};
