import { newStemmer } from 'snowball-stemmers';

/**
 * How the search reads words (README, "Search: the matching rules"; pinned by
 * `search-judged.test.ts`): what a word is, how it is folded, and which forms of it are kept in the
 * index and looked up for a query.
 */

/** The languages whose word forms the search knows; other words are matched as they are written. */
export type Language = 'en' | 'es' | 'he';

export const languageOf = (code: string | undefined): Language | undefined =>
  code === 'en' || code === 'es' || code === 'he' ? code : undefined;

/** A word of a text and where it stands in it, `[from, to)` in UTF-16 units as strings count. */
export interface Word {
  word: string;
  from: number;
  to: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as written, with their places (nothing between them is ever matched). */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    from: match.index,
    to: match.index + match[0].length,
  }));
}

// Final letters are the same letters at a word's end: folded, a plural's stem meets its singular.
const HEBREW_FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * A word as it is compared: lower case, without accents, Hebrew points (niqqud) or cantillation,
 * and with Hebrew final letters written as the others.
 */
export function fold(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    // A text repeats its words: each is folded once (an instance folds every word it indexes).
    if (foldedWords.size >= MAX_FOLDED_WORDS) foldedWords.clear();
    folded = word
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ךםןףץ]/g, (letter) => HEBREW_FINALS[letter]!);
    foldedWords.set(word, folded);
  }
  return folded;
}

/** Words whose folded form is kept; past it they are folded afresh. */
const MAX_FOLDED_WORDS = 200_000;
const foldedWords = new Map<string, string>();

const HEBREW = /\p{Script=Hebrew}/u;
const LATIN = /\p{Script=Latin}/u;
const STEMMERS = { en: newStemmer('english'), es: newStemmer('spanish') };

/** The letters that cling to the front of a Hebrew word: and, the, in, as, to, from, that. */
const HEBREW_PREFIXES = new Set('והבכלמש');
/** A Hebrew word keeps at least this many letters once its prefixes are taken off. */
const HEBREW_MIN_STEM = 2;

/**
 * A Hebrew word and its singular: the masculine plural -ים, the feminine plural -ות and the
 * feminine singular -ה all leave the same stem (הפרעה, הפרעות → הפרע). Folded, ים is written ימ.
 */
function hebrewStems(word: string): string[] {
  if (word.length >= HEBREW_MIN_STEM + 2 && (word.endsWith('ימ') || word.endsWith('ות')))
    return [word, word.slice(0, -2)];
  if (word.length >= HEBREW_MIN_STEM + 1 && word.endsWith('ה')) return [word, word.slice(0, -1)];
  return [word];
}

/** A Hebrew word as written, and behind one or two of the prefix letters. */
function hebrewWithoutPrefixes(word: string): string[] {
  const forms = [word];
  for (let taken = 1; taken <= 2; taken++) {
    if (!HEBREW_PREFIXES.has(word[taken - 1]!) || word.length - taken < HEBREW_MIN_STEM) break;
    forms.push(word.slice(taken));
  }
  return forms;
}

const unique = (forms: string[]) => [...new Set(forms.filter(Boolean))];

/**
 * The forms a folded word is indexed under, in the language of the text it stands in: itself and
 * its Snowball stem; a Hebrew word also without its prefixes, and each of those as a singular.
 * Text of no known language (titles, descriptions) is indexed under the stems of each language.
 */
export function indexForms(word: string, language?: Language): string[] {
  const key = `${language ?? ''}:${word}`;
  let forms = knownForms.get(key);
  if (!forms) {
    // A language has far fewer words than a store has cues: each is stemmed once.
    if (knownForms.size >= MAX_KNOWN_FORMS) knownForms.clear();
    forms = formsOf(word, language);
    knownForms.set(key, forms);
  }
  return forms;
}

/** Words whose index forms are kept, by language; past it they are worked out afresh. */
const MAX_KNOWN_FORMS = 200_000;
const knownForms = new Map<string, string[]>();

function formsOf(word: string, language?: Language): string[] {
  if (HEBREW.test(word)) return unique(hebrewWithoutPrefixes(word).flatMap(hebrewStems));
  if (!LATIN.test(word)) return [word];
  if (language === 'en' || language === 'es') return unique([word, STEMMERS[language].stem(word)]);
  return unique([word, STEMMERS.en.stem(word), STEMMERS.es.stem(word)]);
}

/**
 * The forms a typed word is looked up under in text of a language (of none: every language's):
 * itself and its stem; a Hebrew word as typed and as a singular (its prefixes are in the index).
 */
export function queryForms(word: string, language?: Language): string[] {
  const key = `${language ?? ''}:${word}`;
  let forms = typedForms.get(key);
  if (!forms) {
    // Each search looks its words up in every index and language, and its suggestions again.
    if (typedForms.size >= MAX_TYPED_FORMS) typedForms.clear();
    forms = typedFormsOf(word, language);
    typedForms.set(key, forms);
  }
  return forms;
}

/** Typed words whose forms are kept: anyone may type anything, so far fewer than indexed words. */
const MAX_TYPED_FORMS = 10_000;
const typedForms = new Map<string, string[]>();

function typedFormsOf(word: string, language?: Language): string[] {
  if (HEBREW.test(word)) return hebrewStems(word);
  if (!LATIN.test(word)) return [word];
  if (language === 'en' || language === 'es') return unique([word, STEMMERS[language].stem(word)]);
  return unique([word, STEMMERS.en.stem(word), STEMMERS.es.stem(word)]);
}

/** Typos forgiven in a typed word, by its letters: none up to 4, one up to 8, two from 9. */
export const typosAllowed = (word: string): number =>
  [...word].length <= 4 ? 0 : [...word].length <= 8 ? 1 : 2;

/** How far "did you mean" looks beyond what matching forgives: one typo more. */
export const suggestionReach = (word: string): number => typosAllowed(word) + 1;

/** Longer queries are cut: a search reads at most this many words. */
export const MAX_QUERY_WORDS = 16;

/** The folded words of a query, each once, at most `MAX_QUERY_WORDS`. */
export const queryWords = (term: string): string[] => [
  ...new Set(
    wordsOf(term.normalize('NFC'))
      .map(({ word }) => fold(word))
      .filter(Boolean)
      .slice(0, MAX_QUERY_WORDS),
  ),
];
