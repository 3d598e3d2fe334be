import { DEMO_PASSWORD } from './demo-accounts';
import { BLOG, day, type Add } from './data';
import { talkOfLesson } from './learning';

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

/** The demo accounts (one password for all), their purchases and courses they run. */
export async function seedAccounts(
  add: Add,
  hash: (password: string) => Promise<string>,
  today: Date,
): Promise<void> {
  const demoHash = await hash(DEMO_PASSWORD);
  DEMO_USERS.forEach((u, i) => {
    add(
      `INSERT INTO users (email, password_hash, first_name, last_name, mobile_number, country, locality, roles, organization_id, birthday, preferences, created)
         VALUES (?, ?, ?, ?, ?, 1, 10, ?, ?, ?, '{}', ?)`,
      u.email,
      demoHash,
      u.first,
      u.last,
      `+1 555 010${i}`,
      JSON.stringify(u.roles),
      i < 3 ? 1 : null,
      '1990-04-1' + i,
      day(i),
    );
    u.products.forEach((p) =>
      add(
        'INSERT INTO user_products SELECT id, ?, ?, ? FROM users WHERE email = ?',
        p,
        BLOG,
        day(i),
        u.email,
      ),
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
    add(
      `INSERT INTO courses (user_id, product_id, blog_id, organization_id, name, start_date, created)
         SELECT id, ?, ?, ?, ?, ?, ? FROM users WHERE email = ?`,
      product,
      BLOG,
      organization,
      name,
      new Date(today.getTime() + startsInDays * 86_400_000).toISOString().slice(0, 10),
      day(createdDay),
      email,
    ),
  );

  // The member is part way through learning, so their home has something to continue: Habits'
  // first article read three days ago and its first video stopped half way yesterday; Teamwork
  // begun twelve days ago. Dated from the day the store is seeded, as the runs are.
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString();
  (
    [
      [2024, 3006, 3],
      [2028, 3007, 12],
    ] as const
  ).forEach(([lesson, playlist, days]) =>
    add(
      `INSERT INTO lesson_progress SELECT id, ?, ?, ?, ?, ? FROM users WHERE email = ?`,
      lesson,
      BLOG,
      playlist,
      BLOG,
      daysAgo(days),
      'member@campus.test',
    ),
  );
  // Half way through the talk lesson 2025 plays, with the duration a player reports for it.
  const talk = talkOfLesson(25)!;
  add(
    `INSERT INTO lesson_positions SELECT id, ?, ?, ?, ? FROM users WHERE email = ?`,
    2025,
    Math.floor(talk.exactDuration / 2),
    talk.exactDuration,
    daysAgo(1),
    'member@campus.test',
  );
}
