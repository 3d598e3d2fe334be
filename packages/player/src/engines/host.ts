import type { CreateEngine } from './types';

/** The slice of the host's player API (its `Player` class) that the engine uses. */
interface HostPlayer {
  on(event: string, listener: (data: HostTimeData) => void): void;
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  setVolume(volume: number): Promise<number>;
  setPlaybackRate(rate: number): Promise<number>;
  getTextTracks(): Promise<Array<{ language: string; mode: string }>>;
  enableTextTrack(language: string): Promise<unknown>;
  disableTextTrack(): Promise<void>;
  getFullscreen(): Promise<boolean>;
  requestFullscreen(): Promise<void>;
  exitFullscreen(): Promise<void>;
  destroy(): Promise<void>;
}
interface HostTimeData {
  seconds?: number;
  duration?: number;
  volume?: number;
  playbackRate?: number;
}
type HostPlayerClass = new (element: HTMLElement, options: Record<string, unknown>) => HostPlayer;

/** Host player sizes and the pause before autoplay (spec 1 §9). */
export const HOST_WIDTH = 726;
export const HOST_MAX_WIDTH = 1280;
export const HOST_AUTOPLAY_DELAY_MS = 500;

const scripts = new Map<string, Promise<void>>();

/** Adds the script once per address; a failed load is forgotten so a later player can retry. */
export function loadScript(url: string): Promise<void> {
  let pending = scripts.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        scripts.delete(url);
        reject(new Error(`The video host's player could not be loaded from ${url}`));
      };
      document.head.append(script);
    });
    scripts.set(url, pending);
  }
  return pending;
}

const quiet = (promise: Promise<unknown>) => void promise.catch(() => undefined);

export const createHostEngine: CreateEngine = async (mount, options, events) => {
  await loadScript(options.hostScriptUrl);
  const HostPlayer = (window as unknown as { Vimeo?: { Player?: HostPlayerClass } }).Vimeo?.Player;
  if (!HostPlayer) throw new Error("The video host's player script did not define a player.");

  const player = new HostPlayer(mount, {
    url: options.src,
    width: HOST_WIDTH,
    maxwidth: HOST_MAX_WIDTH,
    responsive: true,
    muted: options.muted,
    title: false,
  });
  let time = 0;
  let duration = 0;
  let paused = true;
  let volume = options.muted ? 0 : 1;
  let rate = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  player.on('play', () => {
    paused = false;
    events.play();
  });
  player.on('pause', () => {
    paused = true;
    events.pause();
  });
  player.on('ended', () => {
    paused = true;
    events.timeupdate(duration, duration, rate);
    events.ended();
  });
  player.on('seeking', () => events.seeking());
  player.on('volumechange', (data) => {
    volume = data.volume ?? volume;
  });
  player.on('playbackratechange', (data) => {
    rate = data.playbackRate ?? rate;
  });
  player.on('timeupdate', (data) => {
    time = data.seconds ?? time;
    duration = data.duration ?? duration;
    events.timeupdate(time, duration, rate);
  });
  player.on('error', () => events.error(new Error('The video host could not play this video.')));

  await player.ready();
  if (options.startAt > 0) await player.setCurrentTime(options.startAt);
  events.ready();
  if (options.autoPlay) timer = setTimeout(() => quiet(player.play()), HOST_AUTOPLAY_DELAY_MS);

  return {
    play: () => quiet(player.play()),
    pause: () => quiet(player.pause()),
    paused: () => paused,
    currentTime: () => time,
    seek: (seconds) => quiet(player.setCurrentTime(Math.max(0, seconds))),
    duration: () => duration,
    volume: () => volume,
    setVolume(next) {
      volume = next;
      quiet(player.setVolume(next));
    },
    setPlaybackRate: (next) => quiet(player.setPlaybackRate(next)),
    toggleCaptions() {
      quiet(
        player.getTextTracks().then((tracks) => {
          const first = tracks[0];
          if (tracks.some((track) => track.mode === 'showing')) return player.disableTextTrack();
          return first ? player.enableTextTrack(first.language) : undefined;
        }),
      );
    },
    toggleFullscreen() {
      quiet(player.getFullscreen().then((on) => (on ? player.exitFullscreen() : player.requestFullscreen())));
    },
    dispose() {
      clearTimeout(timer);
      quiet(player.destroy());
    },
  };
};
