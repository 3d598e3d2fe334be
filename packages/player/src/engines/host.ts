import type { CreateEngine } from './types';

/** The slice of the host's player API (its `Player` class) that the engine uses. */
interface HostPlayer {
  on(event: string, listener: (data: HostTimeData) => void): void;
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  setVolume(volume: number): Promise<number>;
  getFullscreen(): Promise<boolean>;
  requestFullscreen(): Promise<void>;
  exitFullscreen(): Promise<void>;
  destroy(): Promise<void>;
}
interface HostTimeData {
  seconds?: number;
  duration?: number;
}
type HostPlayerClass = new (element: HTMLElement, options: Record<string, unknown>) => HostPlayer;

/** Host player sizes and the pause before autoplay (README, "Sizes"). */
const HOST_WIDTH = 726;
const HOST_MAX_WIDTH = 1280;
const HOST_AUTOPLAY_DELAY_MS = 500;

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
        reject(new Error(`Cannot load ${url}`));
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
  if (!HostPlayer) throw new Error('No host player');

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
    events.timeupdate(duration, duration, 1);
    events.ended();
  });
  player.on('seeking', events.seeking);
  player.on('timeupdate', (data) => {
    time = data.seconds ?? time;
    duration = data.duration ?? duration;
    events.timeupdate(time, duration, 1);
  });
  player.on('error', () => events.error(new Error('Host player error')));

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
    // The host's player draws its own captions menu and takes its own keys inside its frame.
    toggleCaptions: () => undefined,
    captionsShowing: () => false,
    toggleFullscreen() {
      quiet(
        player
          .getFullscreen()
          .then((on) => (on ? player.exitFullscreen() : player.requestFullscreen())),
      );
    },
    dispose() {
      clearTimeout(timer);
      quiet(player.destroy());
    },
  };
};
