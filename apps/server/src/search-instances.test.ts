import type { SearchResults } from '@campus/api-client';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { indexCaptions } from './domain/search/captions';
import { restCalls, startTestServer, type TestServer } from './test/harness';

// Each instance searches its own word index (README, "Search: the matching rules"): what one
// instance indexes in the store, every other finds from its next search on.
const mediaCopy = () => {
  const dir = mkdtempSync(join(tmpdir(), 'campus-media-'));
  cpSync(resolve(__dirname, '../media'), dir, { recursive: true });
  return dir;
};
const firstMedia = mediaCopy();
const secondMedia = mediaCopy();

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ mediaDir: firstMedia });
  second = await startTestServer({ databaseUrl: first.config.databaseUrl, mediaDir: secondMedia });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  for (const dir of [firstMedia, secondMedia]) rmSync(dir, { recursive: true, force: true });
});

const spokenTexts = async (server: TestServer, term: string) => {
  const response = await restCalls(() => server.app).get(
    `/wp/v2/search?search=${encodeURIComponent(term)}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>().spoken!.matches.map((match) => match.text);
};

it('finds on every instance the words another instance indexed', async () => {
  const said = 'The lighthouse keeper & the sea.';
  expect(await spokenTexts(second, 'lighthouse keepers')).not.toContain(said);
  writeFileSync(
    join(firstMedia, 'captions-en.vtt'),
    'WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the evening.\n\n00:02.500 --> 00:04.000\nThe <b>lighthouse</b> keeper &amp; the sea.\n',
  );
  await indexCaptions(first.app.services.db, firstMedia);
  // The second instance's media never changed: it learns of the new words from the store.
  expect(await spokenTexts(second, 'lighthouse keepers')).toContain(said);
  expect(await spokenTexts(second, 'begin with a question')).not.toContain(
    "Let's begin with a question.",
  );
});
