// The demo catalogue every seed step draws on: dates, products, topics, categories, files.

import type { InsertObject } from 'kysely';
import type { Database } from '../services/database';

/** Adds one row to the seed's batch (a value may be a subquery, such as a user's id by address). */
export type Add = <T extends keyof Database>(table: T, row: InsertObject<Database, T>) => void;

export const BLOG = 1;
export const day = (n: number): string =>
  new Date(Date.UTC(2026, 0, 5) + n * 86_400_000).toISOString().slice(0, 19);

export const PRODUCTS = [
  {
    id: 1,
    slug: 'foundations',
    title: 'Foundations',
    price: 4900,
    description: 'Eight weeks on the basics of leading a group well.',
    weeks: 8,
  },
  {
    id: 2,
    slug: 'growing-together',
    title: 'Growing Together',
    price: 5900,
    description: 'A series for couples and small groups.',
    weeks: 6,
  },
  {
    id: 3,
    slug: 'leading-teams',
    title: 'Leading Teams',
    price: 7900,
    description: 'Practical leadership for volunteer teams.',
    weeks: 10,
  },
  {
    id: 4,
    slug: 'first-steps',
    title: 'First Steps',
    price: 0,
    description: 'A free starter series for new facilitators.',
    weeks: 4,
  },
];

export const TOPICS = [
  'Welcome',
  'Listening',
  'Planning',
  'Feedback',
  'Conflict',
  'Vision',
  'Habits',
  'Teamwork',
  'Mentoring',
  'Prayer',
  'Service',
  'Hospitality',
  'Storytelling',
  'Reflection',
  'Leadership',
  'Community',
];

export const CATEGORIES = [
  { slug: 'leadership', name: 'Leadership', glyph: 'flag' },
  { slug: 'facilitation', name: 'Facilitation', glyph: 'people' },
  { slug: 'communication', name: 'Communication', glyph: 'chat' },
  { slug: 'well-being', name: 'Well-being', glyph: 'heart' },
];

export const FILE_KINDS = [
  { ext: 'pdf', file: 'guide.pdf' },
  { ext: 'docx', file: 'worksheet.docx' },
  { ext: 'doc', file: 'notes.doc' },
  { ext: 'zip', file: 'toolkit.zip' },
  { ext: 'png', file: 'poster-evening.png' },
  { ext: 'jpg', file: 'slide-chart.jpg' },
] as const;

// Drawn by scripts/demo-covers.mjs.
export const THUMBS = ['cover-board.png', 'cover-laptop.png', 'cover-book.png', 'cover-people.png'];

/**
 * The cover that shows what a piece of material is: a screen with a play button for a video, a
 * board for a slide or a poster, a book for something to read, a group for a toolkit of activities.
 */
export function coverOf(kind: 'video' | 'article' | { ext: string }, title = ''): string {
  if (kind === 'video') return 'cover-laptop.png';
  if (kind === 'article') return 'cover-book.png';
  if (kind.ext === 'png' || kind.ext === 'jpg' || title.startsWith('Poster'))
    return 'cover-board.png';
  if (kind.ext === 'zip') return 'cover-people.png';
  return 'cover-book.png';
}

/** The first id of the bulk resources: clear of the demo resources, lessons and modules. */
export const BULK_RESOURCE_ID = 100_000;
