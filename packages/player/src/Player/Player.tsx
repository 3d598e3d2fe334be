import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { createCompletionTracker } from '../completion';
import type { CompletionMode, CompletionTracker } from '../completion';
import { findPlayer, resolveSource } from '../players';
import type { PlayerConfig } from '../players';
import { DEFAULT_HOST_SCRIPT_URL } from '../patterns';
import { stepVolume, toggleMute } from '../volume';
import type { CaptionTrack, Engine } from '../engines/types';
import { Facade, Panel, Root, Stage, Tools } from './Player.styles';

/** Where a video is in its life, plus `error` when it cannot be played (README, "States"). */
export type PlaybackState =
  'not-loaded' | 'loading' | 'ready' | 'playing' | 'paused' | 'finished' | 'error';

/** One language of a video entity: its own video and subtitles, when it has them. */
export interface VideoLanguage {
  /** Language code, e.g. `fr`. */
  language: string;
  /** Name shown in the language choice. @default the code */
  label?: string;
  /** Address of this language's video. @default the player's `src` */
  video?: string;
  subtitles?: CaptionTrack[];
}

/** Position report for completion, progress and time updates. */
export interface PlayerTime {
  currentTime: number;
  duration: number;
  /** Share watched, 0..1, by the completion mode. */
  watched: number;
}

export interface PlayerLabels {
  unsupported: string;
  failed: string;
  loading: string;
  language: string;
  shortcuts: string;
  close: string;
  /** The Space bar's name in the shortcuts help. */
  spaceKey: string;
  shortcutPlayPause: string;
  shortcutBack: string;
  shortcutForward: string;
  shortcutVolume: string;
  shortcutMute: string;
  shortcutCaptions: string;
  shortcutFullscreen: string;
  shortcutHelp: string;
}

export const defaultPlayerLabels: PlayerLabels = {
  unsupported: 'This video cannot be played.',
  failed: 'The video could not be loaded.',
  loading: 'Loading video…',
  language: 'Language',
  shortcuts: 'Keyboard shortcuts',
  close: 'Close',
  spaceKey: 'Space',
  shortcutPlayPause: 'Play or pause',
  shortcutBack: 'Back 5 seconds',
  shortcutForward: 'Forward 5 seconds',
  shortcutVolume: 'Volume up / down',
  shortcutMute: 'Mute or unmute',
  shortcutCaptions: 'Captions on or off',
  shortcutFullscreen: 'Full screen',
  shortcutHelp: 'Show these shortcuts',
};

export interface PlayerProps {
  /** Video address: the embedded host, the drive host, or an mp4, webm or m3u8 file. */
  src: string;
  /** Accessible name of the player region. */
  title: string;
  /** Caption tracks (WebVTT). @default [] */
  tracks?: CaptionTrack[];
  /** Languages of the video entity; a choice appears when there are two or more. @default [] */
  languages?: VideoLanguage[];
  /** Seconds to start from, e.g. a saved position. @default 0 */
  startAt?: number;
  /** @default false */
  autoPlay?: boolean;
  /**
   * When the player's script (video.js, or the host's) is fetched: `eager` on mount; `intent` when
   * the member points at, focuses or presses the play control (or at once for `autoPlay`). Until
   * then the poster and a play button stand in, so a page can show a video without its weight.
   * @default 'eager'
   */
  load?: 'eager' | 'intent';
  /** Image shown before playback starts. */
  poster?: string;
  /** @default false */
  muted?: boolean;
  /** How completion is measured. @default 'coverage' */
  completionMode?: CompletionMode;
  /** Least time between two `onProgress` calls, in ms. @default 5000 */
  progressInterval?: number;
  /** Speeds offered in the speed menu. @default [0.5, 0.75, 1, 1.25, 1.5, 2] */
  playbackRates?: number[];
  /** Speed to play at, e.g. the member's saved choice (the file player). @default 1 */
  playbackRate?: number;
  /** Script and endpoint addresses. @default {} */
  config?: PlayerConfig;
  /** Texts, English by default. */
  labels?: Partial<PlayerLabels>;
  /** Language of video.js's own controls, e.g. `he`. @default the page's `lang` */
  language?: string;
  /**
   * video.js's texts in `language`, keyed by its English ones (`Play`, `Mute`, `Fullscreen`,
   * `Video Player`, `{1} is loading.`…). Texts left out stay English. @default {}
   */
  videojsTranslations?: Record<string, string>;
  /**
   * More controls for the row under the video, after the player's own (a transcript's toggle):
   * buttons there look like the player's and keep their width when the row is narrow.
   */
  tools?: ReactNode;
  className?: string;
  onReady?(): void;
  onPlay?(): void;
  onPause?(): void;
  onEnded?(): void;
  onTimeUpdate?(time: PlayerTime): void;
  /** Once per source, when more than 95% is watched or it ends. */
  onComplete?(time: PlayerTime): void;
  onError?(error: Error): void;
  /** Throttled position report, also sent on pause and end, for resuming later. */
  onProgress?(time: PlayerTime): void;
  onStateChange?(state: PlaybackState): void;
  /** The viewer chose another speed in the speed menu, to keep for next time. */
  onRateChange?(playbackRate: number): void;
  /** The viewer chose another of `languages`, whose video and captions now play. */
  onLanguageChange?(language: VideoLanguage): void;
}

/** The events an app listens to, e.g. to wrap them in a redux-saga `eventChannel`. */
export type PlayerEventHandlers = Pick<
  PlayerProps,
  | 'onReady'
  | 'onPlay'
  | 'onPause'
  | 'onEnded'
  | 'onTimeUpdate'
  | 'onComplete'
  | 'onError'
  | 'onProgress'
  | 'onStateChange'
  | 'onRateChange'
  | 'onLanguageChange'
>;

/** Imperative handle for parents that coordinate players (a playlist pausing another). */
export interface PlayerHandle {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  state(): PlaybackState;
}

const DEFAULT_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];
const SEEK_STEP = 5;
/** Controls that answer Space themselves. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role^="menuitem"], [role="slider"]';
/** Controls that answer the arrow keys themselves. */
const ARROW_OWNERS = '[role="slider"], [role="menu"], [role="listbox"]';

/** The help's rows: the keys, and the label that says what they do. */
/**
 * The shortcut a key press stands for. Letters are read from the key's place on the keyboard when
 * the layout types another script: with a Hebrew layout the M key types צ, and a Hebrew reader
 * pressing it still means M.
 */
function shortcutKey({ key, code }: { key: string; code: string }) {
  if (key.length !== 1) return key;
  const typed = key.toLowerCase();
  if (/[a-z]/.test(typed) || !/\p{L}/u.test(typed)) return typed;
  return /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase() ?? typed;
}

const SHORTCUTS: ReadonlyArray<[keys: string, action: keyof PlayerLabels]> = [
  ['{space}, K', 'shortcutPlayPause'],
  ['←, J', 'shortcutBack'],
  ['→, L', 'shortcutForward'],
  ['↑ / ↓', 'shortcutVolume'],
  ['M', 'shortcutMute'],
  ['C', 'shortcutCaptions'],
  ['F', 'shortcutFullscreen'],
  ['?', 'shortcutHelp'],
];

/** What the member asked of a player still on its way: applied once it is there. */
type PendingAction = (engine: Engine) => void;

function PlayerImpl(props: PlayerProps, ref: Ref<PlayerHandle>) {
  const { src, title, tracks = [], languages = [], config = {}, className } = props;
  const labels = { ...defaultPlayerLabels, ...props.labels };
  const [state, setState] = useState<PlaybackState>('not-loaded');
  const onIntent = props.load === 'intent';
  const [wanted, setWanted] = useState(!onIntent || !!props.autoPlay);
  /** The first engine is up: the stand-in has made way for good (a language switch keeps it away). */
  const [started, setStarted] = useState(false);
  const pendingRef = useRef<PendingAction[]>([]);
  const facadeRef = useRef<HTMLButtonElement>(null);
  /** Focus was on the stand-in when the player arrived: it moves to the player's own control. */
  const focusInRef = useRef(false);
  const pressedRef = useRef(false);
  /** A pointer is down on the stand-in: it stays until the press ends, so the press is not lost. */
  const pointerDownRef = useRef(false);
  /**
   * The same press, for rendering: the stand-in stays under a press that began on it until just
   * after its click, also when the player made its way just before the press (a render taking the
   * stand-in away mid-press would leave the click no element, and the tap would not play).
   */
  const [held, setHeld] = useState(false);
  const handOverHeldRef = useRef(false);
  /** The same, for rendering: the region says `data-stand-in="held"` while the press keeps it. */
  const [arrivedUnderPress, setArrivedUnderPress] = useState(false);
  const [languageIndex, setLanguageIndex] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const mountRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<Engine | undefined>(undefined);
  const stateRef = useRef<PlaybackState>('not-loaded');
  const propsRef = useRef(props);
  const trackerRef = useRef<CompletionTracker>(createCompletionTracker(props.completionMode));
  const resumeRef = useRef<
    { src: string; at: number; play: boolean; captions: boolean } | undefined
  >(undefined);
  /** Volume before the last mute, restored by the next one. */
  const volumeRef = useRef<number | undefined>(undefined);
  /** The speed last chosen in this player, which outlives a language switch's new engine. */
  const rateRef = useRef<number | undefined>(undefined);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    propsRef.current = props;
  });

  const language = languages[languageIndex];
  const activeSrc = language?.video || src;
  const activeTracks = language?.subtitles ?? tracks;
  const trackKey = JSON.stringify(activeTracks);
  const player = findPlayer(activeSrc);
  const kind = player?.key;
  const { hostScriptUrl = DEFAULT_HOST_SCRIPT_URL, driveMediaBase, driveKey } = config;
  const { language: controlsLanguage } = props;
  const translationKey = JSON.stringify(props.videojsTranslations ?? {});

  /** The member showed they are about to play: fetch the player now. */
  const want = () => setWanted(true);
  /** Presses made while the player was on its way happen now; focus on the stand-in moves in. */
  const handOver = (engine: Engine) => {
    const pending = pendingRef.current;
    pendingRef.current = [];
    pending.forEach((action) => action(engine));
    // A press under way when the player arrives ends on the stand-in: taken away between
    // pointerdown and pointerup, it would leave the browser no element to send the click to.
    if (pointerDownRef.current) {
      handOverHeldRef.current = true;
      setArrivedUnderPress(true);
    } else makeWay();
  };
  const makeWay = () => {
    focusInRef.current = !!facadeRef.current && facadeRef.current === document.activeElement;
    setArrivedUnderPress(false);
    setStarted(true);
  };
  const pressEnded = () => {
    pointerDownRef.current = false;
    setTimeout(() => setHeld(false));
    if (!handOverHeldRef.current) return;
    handOverHeldRef.current = false;
    // After the click that follows pointerup, which plays on the player now there.
    setTimeout(makeWay);
  };
  useEffect(() => {
    if (!started || !focusInRef.current) return;
    focusInRef.current = false;
    const mount = mountRef.current;
    // After a press, the player itself (which takes the shortcuts); else its big play button.
    const target = pressedRef.current
      ? mount?.querySelector<HTMLElement>('[tabindex="0"]')
      : mount?.querySelector<HTMLElement>('.vjs-big-play-button');
    (target ?? mount?.querySelector<HTMLElement>('iframe'))?.focus();
  }, [started]);
  /** The element inside the player that last took focus. */
  const lastFocusRef = useRef<EventTarget | null>(null);
  // video.js hides its big play button once playback starts: focus on it would fall to the page,
  // and the next key (`m`, `?`) would reach nothing. It goes on to the bar's play control, the
  // same action in its new place (pinned by e2e/training-player-shortcuts.spec.ts).
  useEffect(() => {
    if (state !== 'playing') return;
    const big = mountRef.current?.querySelector<HTMLElement>('.vjs-big-play-button');
    if (!big || lastFocusRef.current !== big) return;
    const active = document.activeElement;
    if (active !== big && active !== document.body && active !== null) return;
    mountRef.current?.querySelector<HTMLElement>('.vjs-play-control')?.focus();
  }, [state]);
  /** Runs now on a player that is there, or as soon as the one on its way arrives. */
  const withEngine = (action: PendingAction) => {
    const engine = engineRef.current;
    if (engine) return action(engine);
    pendingRef.current.push(action);
    want();
  };

  // Completion is signalled once per source: a new source starts a new count.
  useEffect(() => {
    trackerRef.current = createCompletionTracker(propsRef.current.completionMode);
    setLanguageIndex(0);
  }, [src]);

  useEffect(() => {
    // Only the engine moves the state, so the change lives with it.
    const changeState = (next: PlaybackState) => {
      if (stateRef.current === next) return;
      stateRef.current = next;
      setState(next);
      propsRef.current.onStateChange?.(next);
    };
    const mount = mountRef.current;
    const source = resolveSource(activeSrc, { hostScriptUrl, driveMediaBase, driveKey });
    if (!player || !source || !mount) {
      changeState('error');
      return;
    }
    if (!wanted) return;
    let disposed = false;
    let lastProgress = 0;
    // A language switch keeps the position and play state; a new video starts from its own start.
    const resume = resumeRef.current?.src === propsRef.current.src ? resumeRef.current : undefined;
    resumeRef.current = undefined;
    // Engines pass the position with a time update; otherwise the engine is asked.
    const time = (
      currentTime = engineRef.current?.currentTime() ?? 0,
      duration = engineRef.current?.duration() ?? 0,
    ): PlayerTime => ({ currentTime, duration, watched: trackerRef.current.watched() });
    const report = (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastProgress < (propsRef.current.progressInterval ?? 5000)) return;
      lastProgress = now;
      propsRef.current.onProgress?.(time());
    };
    const fail = (error: Error) => {
      if (disposed) return;
      changeState('error');
      propsRef.current.onError?.(error);
    };
    changeState('loading');
    player
      .load()
      .then((create) =>
        create(
          mount,
          {
            ...source,
            // Captions on before a language switch stay on, in the new language's first track.
            tracks: (JSON.parse(trackKey) as CaptionTrack[]).map((track, index) =>
              resume?.captions && index === 0 ? { ...track, default: true } : track,
            ),
            startAt: resume?.at ?? propsRef.current.startAt ?? 0,
            poster: propsRef.current.poster,
            autoPlay: resume?.play ?? !!propsRef.current.autoPlay,
            muted: !!propsRef.current.muted,
            playbackRates: propsRef.current.playbackRates ?? DEFAULT_RATES,
            // A language switch keeps the speed chosen in this player.
            playbackRate: rateRef.current ?? propsRef.current.playbackRate ?? 1,
            hostScriptUrl,
            language: controlsLanguage,
            translations: JSON.parse(translationKey) as Record<string, string>,
          },
          {
            ready() {
              // A press kept while the player was on its way may already have it playing.
              if (stateRef.current === 'loading') changeState('ready');
              propsRef.current.onReady?.();
            },
            play() {
              changeState('playing');
              propsRef.current.onPlay?.();
            },
            pause() {
              changeState('paused');
              propsRef.current.onPause?.();
              report(true);
            },
            ended() {
              if (trackerRef.current.ended(engineRef.current?.duration() ?? 0)) {
                propsRef.current.onComplete?.(time());
              }
              changeState('finished');
              propsRef.current.onEnded?.();
              report(true);
            },
            seeking: () => trackerRef.current.seeking(),
            timeupdate(currentTime, duration, rate, played) {
              const tracker = trackerRef.current;
              const byRanges = !!played && tracker.played(played, duration);
              const bySteps = tracker.timeUpdate(currentTime, duration, rate);
              const t = time(currentTime, duration);
              propsRef.current.onTimeUpdate?.(t);
              if (byRanges || bySteps) propsRef.current.onComplete?.(t);
              report(false);
            },
            error: fail,
            ratechange(rate) {
              rateRef.current = rate;
              propsRef.current.onRateChange?.(rate);
            },
          },
        ),
      )
      .then((engine) => {
        if (disposed) return engine.dispose();
        engineRef.current = engine;
        handOver(engine);
      }, fail);
    return () => {
      disposed = true;
      const engine = engineRef.current;
      if (engine) {
        resumeRef.current = {
          src: propsRef.current.src,
          at: engine.currentTime(),
          play: !engine.paused(),
          captions: engine.captionsShowing(),
        };
      }
      engine?.dispose();
      engineRef.current = undefined;
      mount.replaceChildren();
    };
  }, [
    wanted,
    activeSrc,
    player,
    trackKey,
    hostScriptUrl,
    driveMediaBase,
    driveKey,
    controlsLanguage,
    translationKey,
  ]);

  useImperativeHandle(
    ref,
    () => ({
      play: () => withEngine((engine) => engine.play()),
      pause: () => engineRef.current?.pause(),
      seek: (seconds: number) => withEngine((engine) => engine.seek(seconds)),
      state: () => stateRef.current,
    }),
    // withEngine reads refs only, so the first one serves for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const toggleHelp = () => setHelpOpen((open) => !open);
  const closeHelp = () => {
    setHelpOpen(false);
    helpButtonRef.current?.focus();
  };

  // video.js stops key events at its own controls (a focused mute button swallows `m`), so the
  // shortcuts are taken on the way down, before any control sees the key.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.isContentEditable || target.closest('input, select, textarea')) return;
    const key = shortcutKey(event);
    // A focused control keeps the keys it answers itself: Space presses a button or menu item and
    // toggles play on the time bar; arrows move a slider or walk a menu.
    if (key === ' ' && target.closest(PRESSABLE)) return;
    if (key.startsWith('Arrow') && target.closest(ARROW_OWNERS)) return;
    const take = (action: () => void) => {
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    if (key === '?') return take(toggleHelp);
    if (key === 'Escape' && helpOpen) return take(closeHelp);
    // A player still on its way takes the keys once it is there (a key is intent enough).
    const actions: Record<string, PendingAction> = {
      k: (engine) => (engine.paused() ? engine.play() : engine.pause()),
      // Arrows follow the time bar, which stays left to right in every language.
      j: (engine) => engine.seek(Math.max(0, engine.currentTime() - SEEK_STEP)),
      l: (engine) => engine.seek(engine.currentTime() + SEEK_STEP),
      ArrowUp: (engine) => engine.setVolume(stepVolume(engine.volume(), 1)),
      ArrowDown: (engine) => engine.setVolume(stepVolume(engine.volume(), -1)),
      m: (engine) => {
        const next = toggleMute({ volume: engine.volume(), previous: volumeRef.current });
        volumeRef.current = next.previous;
        engine.setVolume(next.volume);
      },
      c: (engine) => engine.toggleCaptions(),
      f: (engine) => engine.toggleFullscreen(),
    };
    const action = actions[{ ArrowLeft: 'j', ArrowRight: 'l', ' ': 'k' }[key] ?? key];
    if (action) take(() => withEngine(action));
  };
  const playLabel = props.videojsTranslations?.['Play Video'] ?? 'Play Video';
  const standIn = onIntent && (!started || held) && state !== 'error';

  const message =
    state === 'error'
      ? kind
        ? labels.failed
        : labels.unsupported
      : state === 'loading'
        ? labels.loading
        : '';

  return (
    // The region takes keyboard shortcuts while focus is anywhere inside the player.
    <Root
      role="region"
      aria-label={title}
      data-state={state}
      data-kind={kind ?? 'unsupported'}
      data-stand-in={standIn ? (arrivedUnderPress ? 'held' : 'true') : undefined}
      className={className}
      onKeyDownCapture={onKeyDownCapture}
      onFocusCapture={(event) => {
        lastFocusRef.current = event.target;
      }}
    >
      <Stage>
        <div ref={mountRef} />
        {standIn && (
          // Stands where video.js's own play button will be, with the same name, so the page
          // looks and reads the same before and after the player arrives.
          <Facade
            ref={facadeRef}
            type="button"
            aria-label={playLabel}
            onPointerEnter={want}
            onPointerDown={() => {
              pointerDownRef.current = true;
              setHeld(true);
              want();
            }}
            onPointerUp={pressEnded}
            onPointerCancel={pressEnded}
            onPointerLeave={pressEnded}
            onFocus={want}
            onClick={() => {
              pressedRef.current = true;
              withEngine((engine) => engine.play());
            }}
          >
            {props.poster && <img src={props.poster} alt="" />}
            <span aria-hidden="true" />
          </Facade>
        )}
        {message && <Panel role={state === 'error' ? 'alert' : 'status'}>{message}</Panel>}
        {helpOpen && (
          <Panel role="dialog" aria-label={labels.shortcuts}>
            <h2>{labels.shortcuts}</h2>
            <dl>
              {SHORTCUTS.flatMap(([keys, action]) => [
                <dt key={keys}>{keys.replace('{space}', labels.spaceKey)}</dt>,
                <dd key={action}>{labels[action]}</dd>,
              ])}
            </dl>
            {/* Focus lands on Close so Escape and Enter both dismiss at once. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="button" onClick={closeHelp} autoFocus>
              {labels.close}
            </button>
          </Panel>
        )}
      </Stage>
      <Tools>
        <button
          ref={helpButtonRef}
          type="button"
          aria-expanded={helpOpen}
          aria-keyshortcuts="Shift+?"
          onClick={toggleHelp}
        >
          {labels.shortcuts}
        </button>
        {languages.length > 1 && (
          <label>
            <span data-label-text>{labels.language}</span>
            <select
              aria-label={labels.language}
              value={languageIndex}
              onChange={(event) => {
                const index = Number(event.target.value);
                setLanguageIndex(index);
                props.onLanguageChange?.(languages[index]!);
              }}
            >
              {languages.map((option, index) => (
                <option key={option.language} value={index}>
                  {option.label ?? option.language}
                </option>
              ))}
            </select>
          </label>
        )}
        {props.tools}
      </Tools>
    </Root>
  );
}

/** The video player: video.js for files and drive videos, the host's own player for host videos. */
export const Player = forwardRef<PlayerHandle, PlayerProps>(PlayerImpl);
Player.displayName = 'Player';
