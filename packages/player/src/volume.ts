/** Volume steps for the volume keys (pinned by volume.test.ts). */
export const VOLUME_STEPS: readonly number[] = [0.15, 0.4, 0.6, 0.8, 1];
/** Volume a mute toggle restores when nothing was heard before (pinned by volume.test.ts). */
export const DEFAULT_RESTORE_VOLUME = 0.5;

export function clampVolume(volume: number): number {
  // NaN survives min and max, and turns into silence.
  return Math.min(1, Math.max(0, volume)) || 0;
}

/** The next step up or down from the current volume; down from the lowest step is silence. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  const current = clampVolume(volume);
  if (direction > 0) return VOLUME_STEPS.find((step) => step > current + 1e-9) ?? 1;
  return VOLUME_STEPS.filter((step) => step < current - 1e-9).pop() ?? 0;
}

export interface VolumeState {
  volume: number;
  /** Volume before the last mute, if any. */
  previous?: number;
}

/** Mute silences and remembers the volume; unmute restores it, or 0.5 if there was none. */
export function toggleMute(state: VolumeState): VolumeState {
  const volume = clampVolume(state.volume);
  if (volume > 0) return { volume: 0, previous: volume };
  return { volume: clampVolume(state.previous ?? 0) || DEFAULT_RESTORE_VOLUME };
}
