/**
 * Queries judged against the demo content, each with the one answer a member means by it, by the
 * kind of matching it needs (README, "Search: the matching rules"). `search-judged.test.ts` runs
 * them on a fresh demo store and scores recall at 3 per kind.
 */
export type JudgedKind = 'exact' | 'words' | 'prefix' | 'typo' | 'forms' | 'suggestion';

export type Relevant =
  /** A moment whose caption says these words, in the page's language. */
  | { spoken: string }
  /** A module, lesson or resource of the section whose title has these words. */
  | { section: 'learning' | 'materials' | 'promotional'; title: string }
  /** Nothing is found, and "did you mean" offers a query with this word. */
  | { suggestion: string };

export interface JudgedQuery {
  kind: JudgedKind;
  /** The page's language, sent as `X-WP-Language`. */
  language: 'en' | 'es' | 'he';
  query: string;
  relevant: Relevant;
}

const q = (
  kind: JudgedKind,
  language: JudgedQuery['language'],
  query: string,
  relevant: Relevant,
): JudgedQuery => ({ kind, language, query, relevant });

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Exact words: the controls, found before and after.
  q('exact', 'en', 'interruptions', { spoken: 'without interruptions' }),
  q('exact', 'en', 'silence', { spoken: 'grow in silence' }),
  q('exact', 'en', 'blame', { spoken: 'without blame' }),
  q('exact', 'en', 'Teamwork in practice 1', {
    section: 'learning',
    title: 'Teamwork in practice 1',
  }),
  q('exact', 'en', 'Mentoring new leaders', {
    section: 'learning',
    title: 'Mentoring new leaders',
  }),
  q('exact', 'es', 'conflicto', { spoken: 'El conflicto en un grupo' }),
  q('exact', 'es', 'interrupciones', { spoken: 'sin interrupciones' }),
  q('exact', 'es', 'baja el ritmo', { spoken: 'baja el ritmo' }),
  q('exact', 'he', 'בקבוצה', { spoken: 'קונפליקט בקבוצה' }),
  q('exact', 'he', 'בשתיקה', { spoken: 'שלא יגדל בשתיקה' }),
  q('exact', 'he', 'הפרעות', { spoken: 'בלי הפרעות' }),
  q('exact', 'he', 'המפגש', { spoken: 'אחרי המפגש' }),

  // Words in any order, whatever their case, accents or Hebrew points.
  q('words', 'en', 'lower voice', { spoken: 'lower your own voice' }),
  q('words', 'en', 'private talk', { spoken: 'talk in private' }),
  q('words', 'en', 'teamwork practice', { section: 'learning', title: 'Teamwork in practice 1' }),
  q('words', 'en', 'VOICE LOWER', { spoken: 'lower your own voice' }),
  q('words', 'en', 'leaders mentoring', { section: 'learning', title: 'Mentoring new leaders' }),
  q('words', 'es', 'ritmo baja', { spoken: 'baja el ritmo' }),
  q('words', 'es', 'RITMO baja', { spoken: 'baja el ritmo' }),
  q('words', 'es', 'privado hablar', { spoken: 'hablar en privado' }),
  q('words', 'es', 'reunion', { spoken: 'después de la reunión' }),
  q('words', 'es', 'exito', { spoken: 'Su éxito' }),
  q('words', 'he', 'בְּשְׁתִיקָה', { spoken: 'שלא יגדל בשתיקה' }),
  q('words', 'he', 'המפגש אחרי', { spoken: 'אחרי המפגש' }),
  q('words', 'he', 'הַקְּבוּצָה', { spoken: 'לחזק את הקבוצה' }),

  // The last word as the start of a longer one, as it is typed.
  q('prefix', 'en', 'interrup', { spoken: 'without interruptions' }),
  q('prefix', 'en', 'lower your ow', { spoken: 'lower your own voice' }),
  q('prefix', 'en', 'talk in priv', { spoken: 'talk in private' }),
  q('prefix', 'en', 'storytel', { section: 'learning', title: 'Storytelling' }),
  q('prefix', 'es', 'interrupcio', { spoken: 'sin interrupciones' }),
  q('prefix', 'es', 'baja el rit', { spoken: 'baja el ritmo' }),
  q('prefix', 'es', 'conflic', { spoken: 'El conflicto en un grupo' }),
  q('prefix', 'he', 'קונפליק', { spoken: 'קונפליקט בקבוצה' }),
  q('prefix', 'he', 'בלי הפרע', { spoken: 'בלי הפרעות' }),
  q('prefix', 'he', 'בשתי', { spoken: 'בשתיקה' }),

  // Typos within the rule: none up to 4 letters, one up to 8, two from 9.
  q('typo', 'en', 'interuptions', { spoken: 'without interruptions' }),
  q('typo', 'en', 'silense', { spoken: 'silence' }),
  q('typo', 'en', 'mentorring', { section: 'learning', title: 'Mentoring' }),
  q('typo', 'en', 'hospitalty', { section: 'learning', title: 'Hospitality' }),
  q('typo', 'en', 'storyteling', { section: 'learning', title: 'Storytelling' }),
  q('typo', 'en', 'feedbak', { spoken: 'Feedback helps people grow' }),
  q('typo', 'es', 'conflcto', { spoken: 'El conflicto en un grupo' }),
  q('typo', 'es', 'silncio', { spoken: 'silencio' }),
  q('typo', 'es', 'interupciones', { spoken: 'sin interrupciones' }),
  q('typo', 'es', 'privdo', { spoken: 'hablar en privado' }),
  q('typo', 'he', 'קונפלקט', { spoken: 'קונפליקט בקבוצה' }),
  q('typo', 'he', 'התקדמת', { spoken: 'ציינו התקדמות' }),

  // Other forms of a word: Snowball stems, Hebrew prefixes, singular and plural.
  q('forms', 'en', 'interrupting', { spoken: 'without interruptions' }),
  q('forms', 'en', 'blamed', { spoken: 'without blame' }),
  q('forms', 'en', 'meetings', { spoken: 'after the meeting' }),
  q('forms', 'en', 'voices lowered', { spoken: 'lower your own voice' }),
  q('forms', 'es', 'conflictos', { spoken: 'El conflicto en un grupo' }),
  q('forms', 'es', 'interrupción', { spoken: 'sin interrupciones' }),
  q('forms', 'es', 'silencios', { spoken: 'silencio' }),
  q('forms', 'he', 'קבוצה', { spoken: 'בקבוצה' }),
  q('forms', 'he', 'שתיקה', { spoken: 'בשתיקה' }),
  q('forms', 'he', 'הפרעה', { spoken: 'בלי הפרעות' }),
  q('forms', 'he', 'מפגש', { spoken: 'אחרי המפגש' }),
  q('forms', 'he', 'שלבים', { spoken: 'אחרי כל שלב' }),

  // Beyond the typos forgiven: nothing is found, and a close query is offered.
  q('suggestion', 'en', 'slience', { suggestion: 'silence' }),
  q('suggestion', 'en', 'blmae', { suggestion: 'blame' }),
  q('suggestion', 'en', 'teamwrok', { suggestion: 'teamwork' }),
  q('suggestion', 'es', 'rtimo', { suggestion: 'ritmo' }),
  q('suggestion', 'es', 'privdao', { suggestion: 'privado' }),
  q('suggestion', 'he', 'הפרועת', { suggestion: 'הפרעות' }),
  q('suggestion', 'he', 'המפשג', { suggestion: 'המפגש' }),
];
