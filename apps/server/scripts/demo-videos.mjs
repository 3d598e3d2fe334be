#!/usr/bin/env node
// Makes the demo talks in media/: one short lesson per module topic (texts in talks/texts.mjs),
// narrated by espeak-ng in English, Spanish and Hebrew over slides drawn by ffmpeg, with captions
// timed to the speech. The narration is synthesised sentence by sentence and joined with pauses
// here, so each caption cue starts and ends where its sentence is spoken.
//
//   node scripts/demo-videos.mjs             write the videos, captions and talks.json into media/
//   node scripts/demo-videos.mjs --check     synthesise the speech again (no video) and exit 1 if a
//                                            measured time, title or sentence differs from talks.json
//   node scripts/demo-videos.mjs --captions  exit 1 if a committed .vtt differs from what talks.json
//                                            renders (needs neither espeak-ng nor ffmpeg)
//
// Needs Debian's espeak-ng (voices en-us, es, he) and ffmpeg (libx264, libvpx, libopus, libfreetype,
// libfribidi) and the DejaVu fonts. Speech and encodings are reproducible for one version of each.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TALKS } from './talks/texts.mjs';
import { RATE, ms, narrate, run, writeWav } from './talks/speech.mjs';
import { renderVtt } from './talks/vtt.mjs';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
const MANIFEST = join(MEDIA, 'talks.json');
const FONTS = '/usr/share/fonts/truetype/dejavu';

const LANGUAGES = [
  { code: 'en', voice: 'en-us' },
  { code: 'es', voice: 'es' },
  { code: 'he', voice: 'he' },
];

const FPS = 5;

/** The files of one talk, short names the seed and the caption index refer to. */
function filesOf(name) {
  const base = `talk-${name}`;
  return {
    video: (lang) => `${base}-${lang}.mp4`,
    captions: (lang) => `${base}-${lang}.vtt`,
    small: `${base}-en-small.mp4`,
    webm: `${base}-en.webm`,
  };
}

/** Greedy word wrap by characters: DejaVu Sans is close enough to even widths for slides. */
function wrap(text, width) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The slides as one ffmpeg filter chain over a plain background: the title slide, then one slide
 * per key point, each shown from its start to the next one's. Each line of text is drawn by its own
 * drawtext from a file of its own, so no text needs escaping and fribidi orders each Hebrew line
 * on its own (text_shaping), top to bottom as it is read.
 */
function slideFilter(telling, starts, seconds, dir) {
  const filters = ['drawbox=x=0:y=348:w=640:h=12:color=white@0.25:t=fill'];
  let files = 0;
  const text = (line, { bold = false, size, y, alpha = 1, from, to }) => {
    const file = join(dir, `line-${(files += 1)}.txt`);
    writeFileSync(file, line);
    filters.push(
      [
        `drawtext=fontfile=${FONTS}/DejaVuSans${bold ? '-Bold' : ''}.ttf`,
        `textfile=${file}`,
        'expansion=none',
        'text_shaping=1',
        `fontsize=${size}`,
        `fontcolor=white@${alpha}`,
        'x=(w-text_w)/2',
        // y is the baseline: lines with and without ascenders then sit on one grid.
        `y=${y}-ascent`,
        `enable='gte(t,${from})*lt(t,${to})'`,
      ].join(':'),
    );
  };
  const block = (lines, options, lineHeight, middle) =>
    lines.forEach((line, i) =>
      text(line, {
        ...options,
        y: Math.round(middle - (lines.length * lineHeight) / 2 + (i + 0.75) * lineHeight),
      }),
    );
  const points = telling.slides.length - 1;
  telling.slides.forEach((slide, s) => {
    const window = {
      from: (starts[s] / RATE).toFixed(3),
      to: s < points ? (starts[s + 1] / RATE).toFixed(3) : (seconds + 1).toFixed(3),
    };
    if (s === 0) {
      text('CAMPUS', { ...window, bold: true, size: 18, y: 80, alpha: 0.7 });
      block(wrap(telling.title, 24), { ...window, bold: true, size: 34 }, 48, 190);
    } else {
      text(telling.title, { ...window, size: 18, y: 46, alpha: 0.75 });
      block(wrap(slide.point, 22), { ...window, bold: true, size: 38 }, 52, 185);
      text(`${s} / ${points}`, { ...window, size: 16, y: 330, alpha: 0.7 });
    }
  });
  return filters.join(',\n');
}

// Byte-for-byte repeatable output: no encoder or date tags, one thread per encoder.
const REPEATABLE =
  '-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -threads 1'.split(' ');
// Slides are still pictures: a few frames a second, a keyframe only where a slide changes and a
// high CRF cost next to nothing, so the speech takes most of each file.
const H264 = (crf) =>
  `-c:v libx264 -preset veryslow -tune stillimage -pix_fmt yuv420p -g ${FPS * 60} -crf ${crf}`.split(
    ' ',
  );
const MP4 = ['-movflags', '+faststart'];
const WEBM = [
  ...`-c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 2 -row-mt 0 -g ${FPS * 60}`.split(
    ' ',
  ),
  ...'-c:a libopus -b:a 12k -ar 24000 -ac 1 -application voip'.split(' '),
];
const AAC = (bitrate) => ['-c:a', 'aac', '-b:a', bitrate, '-ar', String(RATE), '-ac', '1'];

function encode(telling, spoken, colour, outputs, dir) {
  const wav = join(dir, 'speech.wav');
  writeWav(wav, spoken.pcm);
  const seconds = spoken.length / RATE;
  const script = join(dir, 'slides.txt');
  writeFileSync(script, slideFilter(telling, spoken.slideStarts, seconds, dir));
  const background = `color=c=${colour}:s=640x360:r=${FPS}:d=${seconds.toFixed(3)}`;
  for (const { file, args, scale } of outputs) {
    const filter = scale ? `${script}.${scale}` : script;
    if (scale)
      writeFileSync(filter, `${readFileSync(script, 'utf8')},\nscale=${scale}:flags=lanczos`);
    run('ffmpeg', [
      ...'-y -hide_banner -loglevel error -f lavfi -i'.split(' '),
      background,
      '-i',
      wav,
      '-filter_script:v',
      filter,
      ...args,
      ...REPEATABLE,
      '-shortest',
      join(MEDIA, file),
    ]);
  }
}

/** The manifest's entry for one talk, and the speech and slide times to encode it from. */
function tell(talk, dir) {
  const files = filesOf(talk.name);
  const languages = {};
  const spoken = {};
  for (const { code, voice } of LANGUAGES) {
    const telling = talk[code];
    const said = narrate(telling, voice, dir);
    spoken[code] = said;
    languages[code] = {
      title: telling.title,
      duration: ms(said.length),
      video: files.video(code),
      captions: files.captions(code),
      cues: said.cues.map((cue) => ({ start: ms(cue.start), end: ms(cue.end), text: cue.text })),
    };
  }
  return {
    entry: {
      topic: talk.topic,
      name: talk.name,
      languages,
      downloads: { small: files.small, webm: files.webm },
    },
    spoken,
  };
}

function captionFiles(manifest) {
  return manifest.talks.flatMap((talk) =>
    Object.values(talk.languages).map((language) => ({
      file: language.captions,
      text: renderVtt(language.cues),
    })),
  );
}

function staleCaptions(manifest) {
  return captionFiles(manifest)
    .filter(({ file, text }) => {
      const path = join(MEDIA, file);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    })
    .map(({ file }) => file);
}

/** What a manifest differs in from another, one line per talk, language and cue. */
function differencesOf(committed, made) {
  if (!committed) return ['media/talks.json is missing'];
  const out = [];
  const names = (manifest) => manifest.talks.map((talk) => talk.name).join(', ');
  if (names(committed) !== names(made)) return [`talks: ${names(committed)} → ${names(made)}`];
  made.talks.forEach((talk, t) => {
    const before = committed.talks[t];
    for (const [code, now] of Object.entries(talk.languages)) {
      const was = before.languages[code];
      if (!was) {
        out.push(`${talk.name} ${code}: not in talks.json`);
        continue;
      }
      for (const key of ['title', 'duration', 'video', 'captions']) {
        if (was[key] !== now[key])
          out.push(`${talk.name} ${code} ${key}: ${was[key]} → ${now[key]}`);
      }
      const count = Math.max(was.cues.length, now.cues.length);
      for (let c = 0; c < count; c += 1) {
        const [a, b] = [was.cues[c], now.cues[c]];
        if (JSON.stringify(a) !== JSON.stringify(b)) {
          out.push(
            `${talk.name} ${code} cue ${c + 1}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`,
          );
        }
      }
    }
  });
  if (!out.length && JSON.stringify(committed) !== JSON.stringify(made)) {
    out.push('the files or topics differ');
  }
  return out;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv.includes('--check')
    ? 'check'
    : process.argv.includes('--captions')
      ? 'captions'
      : 'write';
  const committed = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : null;

  if (mode === 'captions') {
    if (!committed) fail('media/talks.json is missing. Run: node scripts/demo-videos.mjs');
    const stale = staleCaptions(committed);
    if (stale.length) {
      fail(
        `Out of date with media/talks.json: ${stale.join(', ')}. Run: node scripts/demo-videos.mjs`,
      );
    }
    process.exit(0);
  }

  const dir = mkdtempSync(join(tmpdir(), 'campus-talks-'));
  try {
    const manifest = { talks: [] };
    for (const talk of TALKS) {
      const { entry, spoken } = tell(talk, dir);
      manifest.talks.push(entry);
      if (mode === 'check') continue;
      for (const { code } of LANGUAGES) {
        // Speech at 16 kb/s (12 kb/s in the downloads meant to be small) keeps media/ under 4 MB.
        const outputs = [
          { file: entry.languages[code].video, args: [...H264(35), ...AAC('16k'), ...MP4] },
        ];
        if (code === 'en') {
          outputs.push(
            {
              file: entry.downloads.small,
              scale: '320:180',
              args: [...H264(35), ...AAC('12k'), ...MP4],
            },
            { file: entry.downloads.webm, args: WEBM },
          );
        }
        encode(talk[code], spoken[code], talk.colour, outputs, dir);
        writeFileSync(
          join(MEDIA, entry.languages[code].captions),
          renderVtt(entry.languages[code].cues),
        );
      }
      const en = entry.languages.en;
      console.log(
        `${entry.name}: ${(en.duration / 1000).toFixed(1)} s (es ${(entry.languages.es.duration / 1000).toFixed(1)} s, he ${(entry.languages.he.duration / 1000).toFixed(1)} s)`,
      );
    }
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    if (mode === 'check') {
      const stale = staleCaptions(manifest);
      const differences = differencesOf(committed, manifest);
      if (differences.length) {
        fail(
          `media/talks.json differs from the speech espeak-ng makes now:\n  ${differences.slice(0, 20).join('\n  ')}\nRun: node scripts/demo-videos.mjs`,
        );
      }
      if (stale.length)
        fail(
          `Out of date with media/talks.json: ${stale.join(', ')}. Run: node scripts/demo-videos.mjs`,
        );
      console.log(
        `talks.json matches the speech of ${manifest.talks.length} talks in ${LANGUAGES.length} languages`,
      );
    } else {
      writeFileSync(MANIFEST, text);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
