import { marks, parseQuery, WordIndex, type Hit } from './domain/search/word-index';
import { firstInOrder } from './domain/search';

// A search counts each word's documents before it scores any (README, "Search: the matching
// rules"). A list wanted whole that finds more than 2,000 items is ranked from those counts alone:
// it must rank them as scoring them would. A list that wants only its best is scored on an evenly
// spread share of them past its `scoreAtMost`.

interface Item {
  id: string;
  title: string;
  description: string;
}

const DESCRIPTIONS = ['alpha notes', 'plain notes', 'betas for alpha', 'gamma notes'];

/** Enough items that most searches find more than 2,000, their words in either field. */
const items: Item[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: `item:${i}`,
  title: [i % 2 === 0 ? 'alpha' : 'gamma', i % 5 === 0 ? 'beta' : '', i % 7 === 0 ? 'alphabet' : '']
    .filter(Boolean)
    .concat(`no ${i}`)
    .join(' '),
  description: DESCRIPTIONS[i % 4]!,
}));
const titles = new Map(items.map((item) => [item.id, item.title]));

const sections = new WordIndex<Item>([
  { name: 'title', read: (item) => item.title },
  { name: 'description', read: (item) => item.description },
]);
sections.add(items);

/** What ranks a hit, and the words of its title it marks. */
const ranks = (hits: Hit[]) =>
  hits
    .map(({ id, words, exact, field, terms }) => ({
      id,
      words,
      exact,
      field,
      marked: marks(titles.get(id)!, terms),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

describe('a long list ranked from its counts', () => {
  it.each([
    ['alpha', 'in titles and descriptions'],
    ['alphas', 'under its stem'],
    ['alpho', 'with a typo'],
    ['alp', 'as the start of longer words'],
    ['alpha beta', 'every word, in one field or the other'],
    ['gamma notes', 'every word, one in each field'],
    ['plain gamma', 'the rarer word in the later field'],
    ['betas', 'in titles and descriptions, under its stem'],
    ['alpha zzzz', 'half the words'],
  ])('ranks "%s" (%s) as scoring ranks it', (term) => {
    const query = parseQuery(term);
    const counted = sections.find(query);
    // Scored, every one of them: only those with the most words, which a list ranks first.
    const scored = sections.find(query, { scoreAtMost: Number.MAX_SAFE_INTEGER });
    const most = Math.max(...counted.map((hit) => hit.words));
    expect(counted.length).toBeGreaterThan(2_000);
    expect(ranks(counted.filter((hit) => hit.words === most))).toEqual(ranks(scored));
  });

  it('ranks the fields, the typos and the words apart', () => {
    const byField = new Set(sections.find(parseQuery('betas')).map((hit) => hit.field));
    expect(byField).toEqual(new Set([0, 1]));
    const typed = sections.find(parseQuery('alpho'));
    expect(typed.some((hit) => hit.exact)).toBe(false);
    const half = sections.find(parseQuery('alpha beta zzzz'));
    expect(new Set(half.map((hit) => hit.words))).toEqual(new Set([2]));
  });
});

interface Cue {
  id: string;
  track: string;
  text: string;
}

describe('the best moments of many', () => {
  const cues: Cue[] = ['1:en', '2:en', '3:es'].flatMap((track) =>
    Array.from({ length: 1_500 }, (_, i) => ({
      id: `${track}:${i}`,
      track,
      text: i % 3 === 0 ? 'we talk in private' : 'we talk about it',
    })),
  );
  const spoken = new WordIndex<Cue>(
    [{ name: 'en', language: 'en', read: (cue) => cue.text }],
    (cue) => cue.track,
  );
  spoken.add(cues);
  const trackOf = (hit: Hit) => hit.id.split(':').slice(0, 2).join(':');

  it('scores only the cues of the tracks kept', () => {
    const hits = spoken.find(parseQuery('talk private'), {
      keep: (track) => track !== '3:es',
      scoreAtMost: 10_000,
    });
    expect(hits).toHaveLength(1_000);
    expect(new Set(hits.map(trackOf))).toEqual(new Set(['1:en', '2:en']));
  });

  it('scores an evenly spread share of them past scoreAtMost, every track its share', () => {
    const hits = spoken.find(parseQuery('talk'), { scoreAtMost: 300 });
    expect(hits).toHaveLength(300);
    const perTrack = new Map<string, number>();
    for (const hit of hits) perTrack.set(trackOf(hit), (perTrack.get(trackOf(hit)) ?? 0) + 1);
    expect([...perTrack.values()]).toEqual([100, 100, 100]);
  });

  it('keeps the cues with every word first, however many have some', () => {
    const hits = spoken.find(parseQuery('talk private'), { scoreAtMost: 300 });
    expect(hits).toHaveLength(300);
    expect(hits.every((hit) => hit.words === 2)).toBe(true);
  });
});

// A page of a long result list is picked without ordering the whole list (README, "Search: the
// matching rules"): it must be the same page as ordering all of it gives.
describe('a page of a long list', () => {
  /** Few ranks, as hits have, each item's place breaking the ties. */
  const found = Array.from({ length: 5_000 }, (_, at) => ({ rank: (at * 7919) % 5, at }));
  const compare = (a: (typeof found)[number], b: (typeof found)[number]) =>
    a.rank - b.rank || a.at - b.at;
  const shuffled = [...found].sort(
    (a, b) => ((a.at * 104_729) % 5_003) - ((b.at * 104_729) % 5_003),
  );

  it.each([1, 20, 40, 1_000, 1_300, 5_000, 6_000])(
    'is the first %i of the whole list ordered',
    (count) => {
      expect(firstInOrder(shuffled, count, compare)).toEqual(
        [...found].sort(compare).slice(0, count),
      );
    },
  );

  it('is empty for none', () => {
    expect(firstInOrder(shuffled, 0, compare)).toEqual([]);
  });
});
