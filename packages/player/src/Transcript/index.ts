export { Transcript, defaultTranscriptLabels } from './Transcript';
export type { TranscriptLabels, TranscriptProps } from './Transcript';
export { cueIndexAt, parseVtt } from './cues';
export type { TranscriptCue } from './cues';
