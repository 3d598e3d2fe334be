import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app';
import { loadConfig, packageRootOf } from '../src/config';
import { indexCaptions } from '../src/domain/search/captions';
import { json } from '../src/services/store';

// Caption search at scale: the demo videos' English tracks are swapped for long generated ones
// (CUES in all), indexed, and then searched by CONNECTIONS members at once with phrases said in them.
const CUES = Number(process.env.BENCH_CUES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const root = packageRootOf(import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'campus-bench-captions-'));
const mediaDir = join(work, 'media');
cpSync(resolve(root, 'media'), mediaDir, { recursive: true });
const app = await buildServer({
  ...loadConfig(root, { ...process.env, DATA_DIR: join(work, 'data'), PORT: '0' }),
  mediaDir,
});
const { db } = app.services;

// A seeded random stream, so every run searches the same words.
let seed = 7;
const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
// A vocabulary whose common words are common (Zipf-like), as in speech.
const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${i.toString(36)}x${(i * 7919) % 97}`);
const word = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!;
const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, word).join(' ');
const stamp = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${(seconds % 60).toFixed(3).padStart(6, '0')}`;

const videos = await db.selectFrom('videos').select(['id', 'languages']).execute();
const perVideo = Math.ceil(CUES / videos.length);
const phrases: string[] = [];
for (const video of videos) {
  const file = `bench-${video.id}.vtt`;
  const lines = ['WEBVTT', ''];
  for (let cue = 0; cue < perVideo; cue++) {
    const text = sentence();
    if (random() < 0.01) phrases.push(text.split(' ').slice(2, 5).join(' ').slice(0, -1));
    lines.push(`${stamp(cue * 3)} --> ${stamp(cue * 3 + 2.5)}`, text, '');
  }
  writeFileSync(join(mediaDir, file), lines.join('\n'));
  const languages = json<Array<{ language: string; file: string; subtitles?: string }>>(
    video.languages,
  );
  const english = languages.find((option) => option.language === 'en');
  if (english) english.subtitles = file;
  else languages.unshift({ language: 'en', file: 'clip-a-640x360.mp4', subtitles: file });
  await db
    .updateTable('videos')
    .set({ languages: JSON.stringify(languages) })
    .where('id', '=', video.id)
    .execute();
}
await indexCaptions(db, mediaDir);
const indexed = Number(
  (
    await db
      .selectFrom('caption_cues')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow()
  ).n,
);

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: CONNECTIONS,
  duration: SECONDS,
  headers: { 'x-wp-language': 'en_US' },
  requests: phrases.slice(0, 200).map((phrase) => ({
    method: 'GET' as const,
    path: `/wp-json/wp/v2/search?search=${encodeURIComponent(phrase)}&offset=0&per_page=20`,
  })),
});
await app.close();
rmSync(work, { recursive: true, force: true });

const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  `${indexed} English cues, ${Math.min(phrases.length, 200)} phrases, ${CONNECTIONS} at once: ` +
    `${Math.round(result.requests.average)} searches/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors: ${errors}`,
);
process.exitCode = errors > 0 ? 1 : 0;
