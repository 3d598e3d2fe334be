/** A caption or subtitle file for the file player. */
export interface CaptionTrack {
  /** WebVTT address. */
  src: string;
  /** BCP 47 code, e.g. `en`, `ar`. */
  srclang: string;
  label: string;
  /** Shown from the start. @default false */
  default?: boolean;
}

export interface EngineOptions {
  src: string;
  type?: string;
  streaming: boolean;
  tracks: CaptionTrack[];
  startAt: number;
  /** Image shown before playback starts. */
  poster?: string;
  autoPlay: boolean;
  muted: boolean;
  playbackRates: number[];
  /** Speed to play at from the start. */
  playbackRate: number;
  hostScriptUrl: string;
  /** Language of the file player's controls. */
  language?: string;
  /** The file player's texts in `language`, keyed by its English ones. */
  translations: Record<string, string>;
}

import type { PlayedRanges } from '../completion';

/** What an engine reports; names follow HTMLMediaElement's events. */
export interface EngineEvents {
  ready(): void;
  play(): void;
  pause(): void;
  ended(): void;
  seeking(): void;
  /** `played` from engines whose media element the page can read. */
  timeupdate(
    currentTime: number,
    duration: number,
    playbackRate: number,
    played?: PlayedRanges,
  ): void;
  error(error: Error): void;
  /** The viewer chose another speed (engines whose controls offer one). */
  ratechange?(playbackRate: number): void;
}

/** The small surface the React player drives, whichever kind of player sits underneath. */
export interface Engine {
  play(): void;
  pause(): void;
  paused(): boolean;
  currentTime(): number;
  seek(seconds: number): void;
  duration(): number;
  volume(): number;
  setVolume(volume: number): void;
  toggleCaptions(): void;
  /** Whether a caption track is on, so a language switch can keep captions on. */
  captionsShowing(): boolean;
  toggleFullscreen(): void;
  dispose(): void;
}

export type CreateEngine = (
  mount: HTMLElement,
  options: EngineOptions,
  events: EngineEvents,
) => Promise<Engine>;
