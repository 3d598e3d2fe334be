// Speech for the demo talks: espeak-ng's sentences, trimmed and joined with pauses, and the
// time of every sentence in samples, from which the captions are timed (see demo-videos.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** espeak-ng's own rate; every pause and time below is counted in its samples. */
export const RATE = 22_050;
/** Words per minute: a little under espeak-ng's 175, for listeners following in a second language. */
const SPEED = 160;
/** Silence, ms: before the first sentence, between sentences, where a slide changes, at the end. */
const PAUSE = { lead: 600, sentence: 450, slide: 900, tail: 1200 };
/** A sample at or under this (of 32767) counts as silence when espeak-ng's own is trimmed. */
const SILENCE = 300;
/** Kept around each trimmed sentence, so its first and last sounds are not clipped. */
const MARGIN_MS = 20;

export const ms = (samples) => Math.round((samples * 1000) / RATE);
export const samplesOf = (millis) => Math.round((millis * RATE) / 1000);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'buffer', maxBuffer: 1 << 26, ...options });
  if (result.error?.code === 'ENOENT') {
    throw new Error(`${command} is missing: apt-get install espeak-ng ffmpeg fonts-dejavu-core`);
  }
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.toString()}`);
  }
  return result;
}

/** The 16-bit mono samples of a WAV file (espeak-ng writes PCM at its own rate). */
function readWav(buffer) {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('espeak-ng wrote something other than a WAV file');
  }
  let offset = 12;
  let format;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: buffer.readUInt16LE(body + 2),
        rate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.bits !== 16 || format.rate !== RATE) {
        throw new Error(`expected 16-bit mono PCM at ${RATE} Hz, got ${JSON.stringify(format)}`);
      }
      // A streamed WAV leaves its sizes unset: the data then runs to the end of the file.
      const end = Math.min(buffer.length, body + size);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i += 1) samples[i] = buffer.readInt16LE(body + 2 * i);
      return samples;
    }
    offset = body + size + (size & 1);
  }
  throw new Error('the WAV file has no data');
}

/** One sentence as speech, without the silence espeak-ng puts around it. */
function speak(voice, text, dir) {
  const file = join(dir, 'sentence.wav');
  run('espeak-ng', ['-v', voice, '-s', String(SPEED), '-w', file, text]);
  const samples = readWav(readFileSync(file));
  let first = 0;
  let last = samples.length - 1;
  while (first < samples.length && Math.abs(samples[first]) <= SILENCE) first += 1;
  while (last > first && Math.abs(samples[last]) <= SILENCE) last -= 1;
  if (first >= samples.length) throw new Error(`espeak-ng said nothing for "${text}"`);
  const margin = samplesOf(MARGIN_MS);
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin));
}

/**
 * A talk in one language: its sentences spoken one after another with pauses, each sentence's
 * start and end (its caption cue) and each slide's start, all in samples of the joined speech.
 */
export function narrate(telling, voice, dir) {
  const parts = [];
  const cues = [];
  const slideStarts = [];
  let at = 0;
  const pause = (millis) => {
    const length = samplesOf(millis);
    parts.push(new Int16Array(length));
    at += length;
  };
  telling.slides.forEach((slide, s) => {
    pause(s === 0 ? PAUSE.lead : PAUSE.slide);
    // A slide comes up with the pause before its first sentence, as a speaker clicks then speaks.
    slideStarts.push(s === 0 ? 0 : at - samplesOf(PAUSE.slide / 2));
    slide.say.forEach((text, i) => {
      if (i > 0) pause(PAUSE.sentence);
      const speech = speak(voice, text, dir);
      cues.push({ start: at, end: at + speech.length, text });
      parts.push(speech);
      at += speech.length;
    });
  });
  pause(PAUSE.tail);
  const pcm = new Int16Array(at);
  let offset = 0;
  for (const part of parts) {
    pcm.set(part, offset);
    offset += part.length;
  }
  return { pcm, cues, slideStarts, length: at };
}

export function writeWav(file, pcm) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length * 2, 40);
  writeFileSync(
    file,
    Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]),
  );
}
