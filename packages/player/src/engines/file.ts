import type { CreateEngine } from './types';

/** The file player: video.js, its core build unless the source is a stream (HLS needs VHS). */
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

  const player = videojs(element, {
    controls: true,
    preload: 'metadata',
    fluid: true,
    aspectRatio: '16:9',
    autoplay: false,
    muted: options.muted,
    playbackRates: options.playbackRates,
    sources: [{ src: options.src, type: options.type }],
    tracks: options.tracks.map((track) => ({ kind: 'captions', ...track })),
  });
  // The React player is the named region; a second region per player would repeat landmarks.
  player.el().removeAttribute('role');
  player.el().removeAttribute('aria-label');

  const emitTime = () =>
    events.timeupdate(
      player.currentTime() ?? 0,
      player.duration() ?? 0,
      player.playbackRate() ?? 1,
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
  player.one('loadedmetadata', () => {
    if (options.startAt > 0) player.currentTime(options.startAt);
    events.ready();
    if (options.autoPlay) void player.play()?.catch(() => undefined);
  });

  const captionTracks = () =>
    Array.from(player.textTracks() as unknown as ArrayLike<TextTrack>).filter(
      (track) => track.kind === 'captions' || track.kind === 'subtitles',
    );

  return {
    play: () => void player.play()?.catch(() => undefined),
    pause: () => player.pause(),
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
    toggleFullscreen() {
      const request = player.isFullscreen() ? player.exitFullscreen() : player.requestFullscreen();
      void Promise.resolve(request).catch(() => undefined);
    },
    dispose: () => player.dispose(),
  };
};
