import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import manifest from '../media/talks.json';
import { TOPICS, type Add } from './seed/data';
import { seedTraining } from './seed/training';
import { seedProducts, seedResources, seedVideos } from './seed/library';
import { TALKS } from './seed/talks';

const root = resolve(__dirname, '..');
const media = join(root, 'media');

describe('demo talks', () => {
  it('have captions that are what talks.json renders, so a file cannot drift from its times', () => {
    const check = spawnSync(process.execPath, ['scripts/demo-videos.mjs', '--captions'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('cover every module topic after Welcome, once each', () => {
    expect(manifest.talks.map((talk) => talk.topic).sort()).toEqual(TOPICS.slice(1, 9).sort());
  });

  describe.each(manifest.talks.map((talk) => [talk.name, talk] as const))('%s', (_, talk) => {
    const languages = Object.entries(talk.languages);

    it('says as many sentences in every language, each a caption cue', () => {
      expect(languages.map(([code]) => code)).toEqual(['en', 'es', 'he']);
      const counts = new Set(languages.map(([, language]) => language.cues.length));
      expect(counts.size).toBe(1);
      expect([...counts][0]).toBeGreaterThanOrEqual(5);
    });

    it.each(languages)('%s: cues in order, apart, and within the recording', (_code, language) => {
      let previousEnd = 0;
      for (const cue of language.cues) {
        expect(cue.text.trim()).not.toBe('');
        expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
        expect(cue.end).toBeGreaterThan(cue.start);
        previousEnd = cue.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(language.duration);
      // Short talks: long enough to teach one thing, short enough to watch between two others.
      expect(language.duration).toBeGreaterThanOrEqual(20_000);
      expect(language.duration).toBeLessThanOrEqual(40_000);
    });
  });

  it('are the video records 500-507 with their English duration in whole seconds', () => {
    expect(TALKS.map((talk) => talk.id)).toEqual([500, 501, 502, 503, 504, 505, 506, 507]);
    for (const talk of TALKS) {
      const en = manifest.talks.find((candidate) => candidate.topic === talk.topic)!.languages.en;
      expect(talk.duration).toBe(Math.round(en.duration / 1000));
      expect(talk.languages.map((l) => l.subtitles)).toEqual([
        en.captions,
        expect.stringMatching(/-es\.vtt$/),
        expect.stringMatching(/-he\.vtt$/),
      ]);
    }
  });

  it('leave no file the seed names missing from media/', () => {
    const named = new Set<string>();
    const add: Add = (_sql, ...args) => {
      for (const arg of args) {
        for (const file of String(arg).match(
          /[\w.-]+\.(?:mp4|webm|vtt|png|jpg|pdf|docx?|zip)\b/g,
        ) ?? []) {
          named.add(file);
        }
      }
    };
    seedProducts(add);
    seedResources(add, seedVideos(add), 0);
    seedTraining(add);
    for (const talk of manifest.talks) {
      named.add(talk.downloads.small).add(talk.downloads.webm);
      for (const language of Object.values(talk.languages))
        named.add(language.video).add(language.captions);
    }
    const missing = [...named].filter((file) => !existsSync(join(media, file)));
    expect(missing).toEqual([]);
    expect([...named].filter((file) => file.startsWith('talk-'))).toHaveLength(8 * 3 * 2 + 8 * 2);
  });
});
