import { expressionBuilder } from 'kysely';
import type { Database } from '../services/database';
import { DEMO_PASSWORD } from './demo-accounts';
import { BLOG, day, type Add } from './data';
import { talkOfLesson } from './training';

export const DEMO_USERS = [
  {
    email: 'admin@campus.test',
    first: 'Ada',
    last: 'Admin',
    roles: ['administrator'],
    products: [1, 2, 3, 4],
  },
  {
    email: 'translator@campus.test',
    first: 'Tomas',
    last: 'Translator',
    roles: ['translator'],
    products: [2],
  },
  {
    email: 'member@campus.test',
    first: 'Maya',
    last: 'Member',
    roles: ['member'],
    products: [1, 2],
  },
  {
    email: 'subscriber@campus.test',
    first: 'Sam',
    last: 'Subscriber',
    roles: ['subscriber'],
    products: [],
  },
  {
    email: 'couple@campus.test',
    first: 'Chris',
    last: 'Couple',
    roles: ['support_couple'],
    products: [],
  },
  { email: 'newbie@campus.test', first: '', last: '', roles: ['member'], products: [] },
] as const;

/** The id of the demo account at `email`, inserted earlier in the same batch. */
const userId = (email: string) =>
  expressionBuilder<Database, never>().selectFrom('users').select('id').where('email', '=', email);

/** The demo accounts (one password for all), their purchases and courses they run. */
export async function seedAccounts(
  add: Add,
  hash: (password: string) => Promise<string>,
  today: Date,
): Promise<void> {
  const demoHash = await hash(DEMO_PASSWORD);
  DEMO_USERS.forEach((u, i) => {
    add('users', {
      email: u.email,
      password_hash: demoHash,
      first_name: u.first,
      last_name: u.last,
      mobile_number: `+1 555 010${i}`,
      country: 1,
      locality: 10,
      roles: JSON.stringify(u.roles),
      organization_id: i < 3 ? 1 : null,
      birthday: '1990-04-1' + i,
      preferences: '{}',
      created: day(i),
    });
    u.products.forEach((p) =>
      add('user_products', {
        user_id: userId(u.email),
        product_id: p,
        blog_id: BLOG,
        created: day(i),
      }),
    );
  });

  // Demo runs so "my courses" is not empty for the members who own series, one in each state a run
  // can be in, counted from the day the store is seeded (every other demo date is on a fixed
  // calendar, on which these would all be over by now): the member's spring group in its third
  // week of eight, their couples evening starting in nine days, the admin's volunteers finished.
  (
    [
      ['member@campus.test', 1, 1, 'Foundations, spring group', -17, 50],
      ['member@campus.test', 2, 1, 'Growing Together, couples evening', 9, 55],
      ['admin@campus.test', 3, 2, 'Leading Teams, volunteers', -150, 52],
    ] as const
  ).forEach(([email, product, organization, name, startsInDays, createdDay]) =>
    add('courses', {
      user_id: userId(email),
      product_id: product,
      blog_id: BLOG,
      organization_id: organization,
      name,
      start_date: new Date(today.getTime() + startsInDays * 86_400_000).toISOString().slice(0, 10),
      created: day(createdDay),
    }),
  );

  // The member is part way through their training, so their home has something to continue: Habits'
  // first article read three days ago and its first video stopped half way yesterday; Teamwork
  // begun twelve days ago. Dated from the day the store is seeded, as the runs are.
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString();
  (
    [
      [2024, 3006, 3],
      [2028, 3007, 12],
    ] as const
  ).forEach(([lesson, playlist, days]) =>
    add('lesson_progress', {
      user_id: userId('member@campus.test'),
      lesson_id: lesson,
      lesson_blog_id: BLOG,
      playlist_id: playlist,
      playlist_blog_id: BLOG,
      completed_on: daysAgo(days),
    }),
  );
  // Half way through the talk lesson 2025 plays, with the duration a player reports for it.
  const talk = talkOfLesson(25)!;
  add('lesson_positions', {
    user_id: userId('member@campus.test'),
    lesson_id: 2025,
    position: Math.floor(talk.exactDuration / 2),
    duration: talk.exactDuration,
    updated: daysAgo(1),
  });
}
