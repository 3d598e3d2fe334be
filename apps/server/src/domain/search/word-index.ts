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
  private readonly index: MiniSearch<Doc>;
  private readonly fieldNames: string[];
  /** Every word as written in some document, folded, with how many times: for "did you mean". */
  private readonly vocabulary = new SearchableMap<{ count: number; shown: string }>();
  /** Every form the index holds, with how many times: what a last word may be the start of. */
  private readonly forms = new SearchableMap<number>();
  private readonly languages: Map<string, Language | undefined>;

  constructor(private readonly fields: FieldSpec<Doc>[]) {
    this.fieldNames = fields.map((field) => field.name);
    const languages = new Map(fields.map((field) => [field.name, field.language]));
    this.languages = languages;
    const reads = new Map(fields.map((field) => [field.name, field.read]));
    this.index = new MiniSearch<Doc>({
      fields: this.fieldNames,
      storeFields: [],
      extractField: (doc, name) => (name === 'id' ? doc.id : reads.get(name)?.(doc)),
      tokenize: (text) => wordsOf(text).map(({ word }) => word),
      processTerm: (word, name) => indexForms(fold(word), languages.get(name ?? '')),
    });
  }

  get size(): number {
    return this.index.documentCount;
  }

  has(id: string): boolean {
    return this.index.has(id);
  }

  add(docs: readonly Doc[]): void {
    this.index.addAll(docs);
    for (const doc of docs) this.countWords(doc, 1);
  }

  remove(docs: readonly Doc[]): void {
    for (const doc of docs) {
      if (!this.index.has(doc.id)) continue;
      this.index.discard(doc.id);
      this.countWords(doc, -1);
    }
  }

  private countWords(doc: Doc, by: 1 | -1): void {
    for (const field of this.fields)
      for (const { word } of wordsOf(field.read(doc) ?? '')) {
        const key = fold(word);
        for (const form of indexForms(key, this.languages.get(field.name))) {
          const count = (this.forms.get(form) ?? 0) + by;
          if (count <= 0) this.forms.delete(form);
          else this.forms.set(form, count);
        }
        const seen = this.vocabulary.get(key);
        const count = (seen?.count ?? 0) + by;
        if (count <= 0) this.vocabulary.delete(key);
        else this.vocabulary.set(key, { count, shown: seen?.shown ?? word.toLowerCase() });
      }
  }

  /**
   * The documents with every word; when none has them all, those with at least half of them
   * (`fewestWords`). Unranked (`byRank` ranks them). Each word is looked up in a field under the
   * forms of the field's language.
   */
  find(query: ParsedQuery, keep?: (id: string) => boolean): Hit[] {
    const { words } = query;
    if (words.length === 0) return [];
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
    const tree = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      queries: words.map((word, i) => ({
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
      })),
    });
    const options = {
      tokenize: (text: string) => [text],
      processTerm: (text: string) => text,
      maxFuzzy: 2,
      ...(keep ? { filter: (result: SearchResult) => keep(String(result.id)) } : {}),
    };
    // Most searches have results with every word, far fewer than those with some.
    let results = this.index.search(tree('AND'), options);
    if (results.length === 0 && words.length > 1) results = this.index.search(tree('OR'), options);
    const exactly = (i: number, terms: readonly string[]) =>
      terms.some((term) => formsOfWord[i]!.has(term));
    const hits: Hit[] = [];
    for (const result of results) {
      const found = new Set<number>();
      for (const form of result.queryTerms)
        for (const i of wordsOfForm.get(form) ?? []) found.add(i);
      if (found.size < fewestWords(query)) continue;
      let field = this.fieldNames.length;
      for (const fieldsOfTerm of Object.values(result.match))
        for (const name of fieldsOfTerm) field = Math.min(field, this.fieldNames.indexOf(name));
      hits.push({
        id: String(result.id),
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
