import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  fold,
  indexForms,
  queryForms,
  queryWords,
  suggestionReach,
  typosAllowed,
  wordsOf,
  type Language,
} from './words';

/** A field of the documents and the language its words are read in (none: every language's). */
export interface FieldSpec<Doc> {
  name: string;
  read: (doc: Doc) => string | undefined;
  language?: Language;
}

/** One document a query found, with what decides its rank. */
export interface Hit {
  id: string;
  /** How many of the query's words it has. */
  words: number;
  /** Whether every word it has is found without a typo (as written, a stem, a form, a prefix). */
  exact: boolean;
  /** The first of the index's fields (in the order they were declared) a word was found in. */
  field: number;
  score: number;
  /** The indexed forms it matched, to mark its words (`marks`). */
  terms: readonly string[];
}

/** A query read once: its words, folded. */
export interface ParsedQuery {
  words: string[];
}

export const parseQuery = (term: string): ParsedQuery => ({ words: queryWords(term) });

/** A last word shorter than this is looked up only as itself, not as the start of others. */
const PREFIX_LETTERS = 2;
/** How many longer words a last word is looked up as, the most frequent. */
const COMPLETIONS = 30;

/** How the query trees are read: their words are already the index's forms. */
const SEARCH_OPTIONS = {
  tokenize: (text: string) => [text],
  processTerm: (text: string) => text,
  maxFuzzy: 2,
};

/**
 * A document as MiniSearch holds it: under its number `n` rather than its id, so that the documents
 * a word is in are told apart (`boostDocument` is called with it) with no look-up of their own.
 */
interface Entry<Doc> {
  n: number;
  doc: Doc;
}

export interface FindOptions {
  /** Which groups' documents may be found (`WordIndex`'s `groupOf`). */
  keep?: (group: string) => boolean;
  /**
   * How many documents are scored at most: only those with the most words are, and past this many
   * an evenly spread share of them.
   */
  scoreAtMost?: number;
}

/** A query's words as they are looked up (`WordIndex.plan`). */
interface Plan {
  /** Each word's query: its forms, its typos, the last word's completions. */
  queries: Query[];
  /** The forms each word is found under without a typo. */
  formsOfWord: Array<Set<string>>;
  /** Which words each form is a form of. */
  wordsOfForm: Map<string, number[]>;
  /**
   * How often the index's forms each word reaches occur in all: 0 only when it reaches none, its
   * typos too; otherwise its typos are left out when its own forms are there.
   */
  occurrences: number[];
}

/**
 * Documents scored at most to learn which of them have every word (or enough), before one more word
 * is counted instead.
 */
const CANDIDATES = 2_000;

/** Marks a document left out (`FindOptions.keep`) among its words' bits: never counted. */
const LEFT_OUT = 1 << 30;

/**
 * Per-document room a search works in, by `n`, kept from one search to the next (a search runs to
 * its end before another starts): each search clears what it wrote, so none allocates and zeroes
 * arrays as long as the index.
 */
class Scratch {
  words = new Uint32Array(0);
  counts = new Uint8Array(0);
  exact = new Uint32Array(0);
  field = new Uint8Array(0);
  chosen = new Uint8Array(0);
  /** The documents a search counted, in the order it first found them. */
  seen = new Int32Array(0);

  /** Room for documents numbered below `size`. */
  fit(size: number): this {
    if (this.words.length >= size) return this;
    const room = Math.max(size, this.words.length * 2);
    this.words = new Uint32Array(room);
    this.counts = new Uint8Array(room);
    this.exact = new Uint32Array(room);
    this.field = new Uint8Array(room);
    this.chosen = new Uint8Array(room);
    this.seen = new Int32Array(room);
    return this;
  }
}

/**
 * Which of a query's words each document has (a bit per word, by `n`), counted one word at a time,
 * the rarest first. Counted field by field (`fields`), it also learns what ranks a document without
 * scoring it: the first field a word is in, which words are found without a typo, and every form
 * found.
 */
class Counts {
  private readonly words: Uint32Array;
  /** How many bits of `words` are set. */
  private readonly counts: Uint8Array;
  /** With `fields`: the words found in each document as written, a stem, a form or a prefix. */
  private readonly exact: Uint32Array;
  /** With `fields`: one more than the first of them each document has a word in (0: none yet). */
  private readonly field: Uint8Array;
  /**
   * The documents a word was found in (the first `found` of `seen`), those `keep` left out too (they
   * count no word): far fewer than the index holds, once the words are rare. A typed array, as an
   * array pushed to from a boost costs as much again as the boost.
   */
  private readonly seen: Int32Array;
  private found = 0;
  private readonly order: number[];
  counted = 0;
  /** With `fields`: the index's forms found. */
  readonly forms = new Set<string>();

  constructor(
    scratch: Scratch,
    private readonly plan: Plan,
    /** Runs a word's query with a boost that is called with each document it is found in. */
    private readonly visit: (query: Query, boost: (n: number, form: string) => number) => void,
    /** Whether a document may be counted, asked the first time a word is found in it. */
    private readonly keep?: (n: number) => boolean,
    private readonly fields?: string[],
  ) {
    ({
      words: this.words,
      counts: this.counts,
      exact: this.exact,
      field: this.field,
      seen: this.seen,
    } = scratch);
    this.order = plan.queries
      .map((_, i) => i)
      .sort((a, b) => plan.occurrences[a]! - plan.occurrences[b]!);
  }

  /**
   * Counts the rarest word not counted yet: its query is run with a boost that notes each document
   * and is 0, so MiniSearch still finds the word's forms, typos and completions, but scores none of
   * its documents and creates no result.
   */
  next(): void {
    const word = this.order[this.counted++]!;
    // None of its forms, completions or typos is in the index: it is in no document.
    if (this.plan.occurrences[word] === 0) return;
    const bit = 1 << word;
    const { words, counts, seen, keep, plan } = this;
    const count = (n: number) => {
      const had = words[n]!;
      if (had === 0) {
        seen[this.found++] = n;
        if (keep && !keep(n)) {
          words[n] = LEFT_OUT;
          return false;
        }
      }
      if ((had & LEFT_OUT) !== 0) return false;
      if ((had & bit) === 0) {
        words[n] = had | bit;
        counts[n] = counts[n]! + 1;
      }
      return true;
    };
    const query = plan.queries[word]!;
    if (!this.fields) {
      this.visit(query, (n) => {
        count(n);
        return 0;
      });
      return;
    }
    const { exact, field, forms } = this;
    this.fields.forEach((name, f) => {
      const inField = within(query, name);
      if (!inField) return;
      this.visit(inField, (n, form) => {
        if (!count(n)) return 0;
        if (field[n] === 0 || field[n]! > f + 1) field[n] = f + 1;
        forms.add(form);
        for (const i of plan.wordsOfForm.get(form) ?? []) exact[n]! |= 1 << i;
        return 0;
      });
    });
  }

  /** The documents (by `n`) with at least this many (1 or more) of the words counted. */
  atLeast(least: number): number[] {
    const docs: number[] = [];
    for (let at = 0; at < this.found; at++) {
      const n = this.seen[at]!;
      if (this.counts[n]! >= least) docs.push(n);
    }
    return docs;
  }

  most(): number {
    let most = 0;
    for (let at = 0; at < this.found; at++) most = Math.max(most, this.counts[this.seen[at]!]!);
    return most;
  }

  /** A document as its counts rank it, unscored (`fields` counted). */
  rank(n: number): Pick<Hit, 'words' | 'exact' | 'field'> {
    const words = this.words[n]!;
    return {
      words: this.counts[n]!,
      exact: (this.exact[n]! & words) === words,
      field: this.field[n]! - 1,
    };
  }

  /** Clears what the search wrote in its `Scratch`. */
  release(): void {
    for (const n of this.seen.subarray(0, this.found)) {
      this.words[n] = 0;
      this.counts[n] = 0;
      if (this.fields) {
        this.exact[n] = 0;
        this.field[n] = 0;
      }
    }
  }
}

/** `few` of the documents (by `n`), evenly spread over the index's order. */
function spread(docs: number[], few: number, chosen: Uint8Array): number[] {
  let last = 0;
  for (const n of docs) {
    chosen[n] = 1;
    last = Math.max(last, n);
  }
  const kept: number[] = [];
  for (let n = 0, at = 0; n <= last; n++) {
    if (chosen[n] === 0) continue;
    chosen[n] = 0;
    if (at === Math.floor((kept.length * docs.length) / few) && kept.length < few) kept.push(n);
    at += 1;
  }
  return kept;
}

/** A query in one field only (none when it looks in other fields alone). */
function within(query: Query, field: string): Query | undefined {
  if (typeof query !== 'object' || !('queries' in query)) return query;
  if (query.fields && !query.fields.includes(field)) return undefined;
  const queries = query.queries.flatMap((inner) => within(inner, field) ?? []);
  return queries.length > 0 ? { ...query, fields: [field], queries } : undefined;
}

/** A document needs at least half the query's words (a long query is no list of alternatives). */
export const fewestWords = (query: ParsedQuery) => Math.ceil(query.words.length / 2);

/**
 * Best first: more words, then without typos, then the earlier field. Items that rank the same keep
 * their list's own order (a section's newest first), so its pages stay put; moments that rank the
 * same go by score (`SearchIndex.spoken`).
 */
export const byRank = (a: Hit, b: Hit) =>
  b.words - a.words || Number(b.exact) - Number(a.exact) || a.field - b.field;

/**
 * A word index over documents of one kind, kept in memory (MiniSearch): each word is indexed under
 * its forms (`indexForms`), and a query word is looked up under its own forms, with the typos its
 * length allows, the last word also as the start of a longer one. A document matches with some of
 * the words; `best` keeps the ones that have as many as any.
 */
export class WordIndex<Doc extends { id: string }> {
  private readonly index: MiniSearch<Entry<Doc>>;
  private readonly fieldNames: string[];
  /** Every word as written in some document, folded, with how many times: for "did you mean". */
  private readonly vocabulary = new SearchableMap<{ count: number; shown: string }>();
  /** Every form the index holds, with how many times: what a last word may be the start of. */
  private readonly forms = new SearchableMap<number>();
  private readonly languages: Map<string, Language | undefined>;
  /** The documents by their number (`Entry`), and the numbers by their ids. */
  private readonly docs: Array<Doc | undefined> = [];
  private readonly numbers = new Map<string, number>();
  /** Numbers of documents removed, given to the next ones: the numbers stay as few as the documents. */
  private readonly free: number[] = [];
  /** Each document's group (`groupOf`), by its number, as an index into `groups`. */
  private readonly groupOfDoc: number[] = [];
  private readonly groups: string[] = [];
  private readonly groupNumbers = new Map<string, number>();
  private readonly scratch = new Scratch();

  constructor(
    private readonly fields: FieldSpec<Doc>[],
    /** What a search may keep documents by (`FindOptions.keep`), decided once per group. */
    private readonly groupOf: (doc: Doc) => string = () => '',
  ) {
    this.fieldNames = fields.map((field) => field.name);
    const languages = new Map(fields.map((field) => [field.name, field.language]));
    this.languages = languages;
    const reads = new Map(fields.map((field) => [field.name, field.read]));
    this.index = new MiniSearch<Entry<Doc>>({
      idField: 'n',
      fields: this.fieldNames,
      storeFields: [],
      extractField: (entry, name) => (name === 'n' ? entry.n : reads.get(name)?.(entry.doc)),
      tokenize: (text) => wordsOf(text).map(({ word }) => word),
      processTerm: (word, name) => indexForms(fold(word), languages.get(name ?? '')),
    });
  }

  get size(): number {
    return this.index.documentCount;
  }

  has(id: string): boolean {
    return this.numbers.has(id);
  }

  add(docs: readonly Doc[]): void {
    const entries = docs.map((doc) => {
      const n = this.free.pop() ?? this.docs.length;
      this.docs[n] = doc;
      this.numbers.set(doc.id, n);
      const group = this.groupOf(doc);
      let number = this.groupNumbers.get(group);
      if (number === undefined) {
        number = this.groups.push(group) - 1;
        this.groupNumbers.set(group, number);
      }
      this.groupOfDoc[n] = number;
      return { n, doc };
    });
    this.index.addAll(entries);
    this.countWords(docs, 1);
  }

  remove(docs: readonly Doc[]): void {
    const removed: Doc[] = [];
    for (const doc of docs) {
      const n = this.numbers.get(doc.id);
      if (n === undefined) continue;
      this.index.discard(n);
      this.numbers.delete(doc.id);
      this.docs[n] = undefined;
      this.free.push(n);
      removed.push(doc);
    }
    this.countWords(removed, -1);
  }

  /**
   * Counts the words and forms of `docs` in (or, by -1, out of) the vocabulary and the forms. Summed
   * over the documents first: a word comes back in most of them, and the trees are then touched
   * once per word rather than once per time it is written (an instance reads every section and cue
   * at its start: README, "Generated sizes").
   */
  private countWords(docs: readonly Doc[], by: 1 | -1): void {
    const forms = new Map<string, number>();
    const words = new Map<string, { count: number; shown: string }>();
    for (const doc of docs)
      for (const field of this.fields) {
        const language = this.languages.get(field.name);
        for (const { word } of wordsOf(field.read(doc) ?? '')) {
          const key = fold(word);
          for (const form of indexForms(key, language))
            forms.set(form, (forms.get(form) ?? 0) + by);
          const seen = words.get(key);
          if (seen) seen.count += by;
          else words.set(key, { count: by, shown: word.toLowerCase() });
        }
      }
    for (const [form, change] of forms) {
      const count = (this.forms.get(form) ?? 0) + change;
      if (count <= 0) this.forms.delete(form);
      else this.forms.set(form, count);
    }
    for (const [key, { count: change, shown }] of words) {
      const seen = this.vocabulary.get(key);
      const count = (seen?.count ?? 0) + change;
      if (count <= 0) this.vocabulary.delete(key);
      else this.vocabulary.set(key, { count, shown: seen?.shown ?? shown });
    }
  }

  /**
   * The documents with every word; when none has them all, those with at least half of them
   * (`fewestWords`). Unranked (`byRank` ranks them). Each word is looked up in a field under the
   * forms of the field's language.
   *
   * MiniSearch scores every document a word is in before it combines the words, and a common word
   * is in most of them. So the words' documents are first counted, the rarest word first
   * (`Counts`), only until the documents that may still qualify are few, and only those are scored.
   * With `scoreAtMost`, only the documents with the most words are wanted, and past that many an
   * evenly spread share of them is scored (README, "Search: the matching rules").
   */
  find(query: ParsedQuery, { keep, scoreAtMost }: FindOptions = {}): Hit[] {
    const { words } = query;
    if (words.length === 0) return [];
    const plan = this.plan(words);
    const kept = keep && Uint8Array.from(this.groups, (group) => (keep(group) ? 1 : 0));
    const scratch = this.scratch.fit(this.docs.length);
    const counts = new Counts(
      scratch,
      plan,
      (query, boost) => this.index.search(query, { ...SEARCH_OPTIONS, boostDocument: boost }),
      kept && ((n) => kept[this.groupOfDoc[n]!] === 1),
      // Every document found is wanted: when they are many, they are ranked from their counts.
      scoreAtMost === undefined ? this.fieldNames : undefined,
    );
    const need = fewestWords(query);
    const few = scoreAtMost ?? CANDIDATES;
    /** The documents found, scored; or, past `few` wanted whole, ranked from their counts. */
    const found = (combineWith: 'AND' | 'OR', docs: number[]): Hit[] => {
      if (scoreAtMost === undefined && docs.length > few) return this.counted(docs, counts);
      if (scoreAtMost !== undefined && docs.length > scoreAtMost)
        docs = spread(docs, scoreAtMost, scratch.chosen);
      return this.scored(plan, need, this.score(plan, combineWith, docs, scratch.chosen));
    };
    try {
      // Every word: a document with them all has each word counted so far.
      while (counts.counted < words.length) {
        counts.next();
        const docs = counts.atLeast(counts.counted);
        if (docs.length === 0) break;
        if (counts.counted === words.length) return found('AND', docs);
        if (docs.length <= few) {
          const hits = found('AND', docs);
          if (hits.length > 0) return hits;
          break;
        }
      }
      if (words.length === 1) return [];
      // Half of them or more: once the words left cannot make up half on their own, a document
      // needs some of the words counted.
      for (;;) {
        const left = words.length - counts.counted;
        if (left === 0) {
          const most = counts.most();
          return most < need
            ? []
            : found('OR', counts.atLeast(scoreAtMost === undefined ? need : most));
        }
        if (left < need) {
          const docs = counts.atLeast(need - left);
          if (docs.length <= few) return found('OR', docs);
        }
        counts.next();
      }
    } finally {
      counts.release();
    }
  }

  /** The hits among results (`find`), with what ranks them. */
  private scored(plan: Plan, need: number, results: SearchResult[]): Hit[] {
    const exactly = (i: number, terms: readonly string[]) =>
      terms.some((term) => plan.formsOfWord[i]!.has(term));
    const hits: Hit[] = [];
    for (const result of results) {
      const found = new Set<number>();
      for (const form of result.queryTerms)
        for (const i of plan.wordsOfForm.get(form) ?? []) found.add(i);
      if (found.size < need) continue;
      let field = this.fieldNames.length;
      for (const fieldsOfTerm of Object.values(result.match))
        for (const name of fieldsOfTerm) field = Math.min(field, this.fieldNames.indexOf(name));
      hits.push({
        id: this.docs[result.id as number]!.id,
        words: found.size,
        exact: [...found].every((i) => exactly(i, result.terms)),
        field,
        score: result.score,
        terms: result.terms,
      });
    }
    return hits;
  }

  /**
   * Hits ranked from their counts (`Counts` with its fields), unscored: a list wanted whole ranks
   * the same hits by words, typos and field alone. Each has every form found as its `terms`: a form
   * found in any document is found in each that has it, so they mark the same words.
   */
  private counted(docs: number[], counts: Counts): Hit[] {
    const terms = [...counts.forms];
    return docs.map((n) => ({ id: this.docs[n]!.id, ...counts.rank(n), score: 0, terms }));
  }

  /**
   * The words' queries combined, scoring only the documents `docs` (by `n`, marked in `chosen`
   * meanwhile). Combined as they would be over every document, so documents that score the same
   * come in the same order.
   */
  private score(
    plan: Plan,
    combineWith: 'AND' | 'OR',
    docs: number[],
    chosen: Uint8Array,
  ): SearchResult[] {
    for (const n of docs) chosen[n] = 1;
    try {
      return this.index.search(
        { combineWith, queries: plan.queries },
        // A boost of 0 leaves a document unscored, 1 keeps its score as it is.
        { ...SEARCH_OPTIONS, boostDocument: (n: number) => chosen[n]! },
      );
    } finally {
      for (const n of docs) chosen[n] = 0;
    }
  }

  /** How each word is looked up: its forms, its typos, the last word's completions. */
  private plan(words: string[]): Plan {
    const last = words.length - 1;
    const byLanguage = new Map<Language | undefined, string[]>();
    for (const field of this.fields)
      byLanguage.set(field.language, [...(byLanguage.get(field.language) ?? []), field.name]);
    const forms = words.map((word) => [...byLanguage.keys()].map((l) => queryForms(word, l)));
    const completions = this.completions(forms[last]!.flat());
    const formsOfWord = forms.map(
      (perLanguage, i) => new Set([...perLanguage.flat(), ...(i === last ? completions : [])]),
    );
    const wordsOfForm = new Map<string, number[]>();
    formsOfWord.forEach((wordForms, i) =>
      wordForms.forEach((form) => wordsOfForm.set(form, [...(wordsOfForm.get(form) ?? []), i])),
    );
    const queries = words.map((word, i): Query => ({
      combineWith: 'OR',
      queries: [
        // Typos are forgiven in the word as typed; its other forms (stems, Hebrew singulars) are
        // shorter, and a typo in them would reach other words ("nothing", "noth", "not").
        { combineWith: 'OR', queries: [word], fuzzy: typosAllowed(word) } satisfies Query,
        ...[...byLanguage.values()].flatMap((fields, l): Query[] => {
          const others = forms[i]![l]!.filter((form) => form !== word);
          return others.length > 0 ? [{ combineWith: 'OR', queries: others, fields }] : [];
        }),
        ...(i === last && completions.length > 0
          ? [{ combineWith: 'OR', queries: completions } satisfies Query]
          : []),
      ],
    }));
    // How often the forms each word reaches occur (`forms` holds what the index holds): the
    // rarest words are counted first. Its typos are looked for only when none of its forms is
    // there (a word mistyped), as finding them costs more than a wrong guess.
    const occurrences = words.map((word, i) => {
      let count = 0;
      for (const form of formsOfWord[i]!) count += this.forms.get(form) ?? 0;
      const typos = typosAllowed(word);
      if (count === 0 && typos > 0)
        for (const [occurs] of this.forms.fuzzyGet(word, typos).values()) count += occurs;
      return count;
    });
    return { queries, formsOfWord, wordsOfForm, occurrences };
  }

  /**
   * The forms the index holds that start with one of a last word's forms, the most frequent
   * `COMPLETIONS`: a word being typed is looked up as itself and as these, so two letters typed do
   * not look up every word they start.
   */
  private completions(prefixes: string[]): string[] {
    const found = new Map<string, number>();
    for (const prefix of prefixes) {
      if ([...prefix].length < PREFIX_LETTERS) continue;
      for (const [form, count] of this.forms.atPrefix(prefix))
        if (form !== prefix) found.set(form, count);
    }
    return [...found]
      .sort((a, b) => b[1] - a[1])
      .slice(0, COMPLETIONS)
      .map(([form]) => form);
  }

  /** A word some document has, as written there (folded words compare). */
  known(word: string): string | undefined {
    return this.vocabulary.get(word)?.shown;
  }

  /**
   * The words some document has close to one none has (one typo beyond what matching forgives),
   * closest first, the more frequent first among equally close ones.
   */
  closest(word: string): Array<{ shown: string; distance: number; count: number }> {
    return [...this.vocabulary.fuzzyGet(word, suggestionReach(word)).values()]
      .map(([entry, distance]) => ({ ...entry, distance }))
      .sort((a, b) => a.distance - b.distance || b.count - a.count);
  }
}

/**
 * The `[from, to)` ranges of a text whose words have one of the forms a hit matched; ranges apart
 * only by spaces are one ("[begin with a question]").
 */
export function marks(
  text: string,
  matched: readonly string[],
  language?: Language,
): Array<[number, number]> {
  const terms = new Set(matched);
  const ranges: Array<[number, number]> = [];
  for (const { word, from, to } of wordsOf(text)) {
    if (!indexForms(fold(word), language).some((form) => terms.has(form))) continue;
    const previous = ranges[ranges.length - 1];
    if (previous && /^\s*$/.test(text.slice(previous[1], from))) previous[1] = to;
    else ranges.push([from, to]);
  }
  return ranges;
}
