import { DEMO_PASSWORD } from './demo-accounts';
import { hashPassword } from '../plugins/passwords';
import { getMeta, setMeta, type Store } from '../plugins/store';

export { DEMO_PASSWORD };

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

const BLOG = 1;
const day = (n: number): string =>
  new Date(Date.UTC(2026, 0, 5) + n * 86_400_000).toISOString().slice(0, 19);

const PRODUCTS = [
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

const TOPICS = [
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

const CATEGORIES = [
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
const THUMBS = ['cover-board.png', 'cover-laptop.png', 'cover-book.png', 'cover-people.png'];

export interface SeedOptions {
  /** Extra series resources, all titled "Archive …", for long result lists (see `config.ts`). */
  bulkResources?: number;
}

/** The first id of the bulk resources: clear of the demo resources, lessons and modules. */
export const BULK_RESOURCE_ID = 100_000;

/** Seeds demo content once, on the first start against an empty store. */

/** A video lesson's address: lesson 2001 (the welcome module's first video) names promo clip 508. */
function videoUrlOf(l: number, type: string): string {
  if (type !== 'video') return '';
  if (l === 1) return '/wp-json/wp/v2/video/508';
  return `/media/${l % 4 === 1 ? 'clip-a' : 'clip-b'}-640x360.mp4`;
}

export async function seed(
  store: Store,
  hash: (password: string) => Promise<string> = hashPassword,
  { bulkResources = 0 }: SeedOptions = {},
): Promise<boolean> {
  if (await getMeta(store, 'seeded')) return false;
  const statements: Array<{ sql: string; args: Array<string | number | null> }> = [];
  const add = (sql: string, ...args: Array<string | number | null>) =>
    statements.push({ sql, args });

  [
    ['en', 'English', 'English', 1, 1, 'ltr'],
    ['he', 'Hebrew', 'עברית', 1, 1, 'rtl'],
    ['es', 'Spanish', 'Español', 1, 1, 'ltr'],
    ['fr', 'French', 'Français', 0, 1, 'ltr'],
    ['de', 'German', 'Deutsch', 0, 0, 'ltr'],
  ].forEach((l, i) =>
    add('INSERT INTO languages VALUES (?, ?, ?, ?, ?, ?, ?)', ...(l as Array<string | number>), i),
  );

  [
    ['nps-js-mb', 1],
    ['course-creation', 1],
    ['resource-share-links', 1],
    ['customer-chat', 0],
  ].forEach(([key, enabled]) =>
    add('INSERT INTO features VALUES (?, ?)', key as string, enabled as number),
  );

  [
    ['administrator', 'Administrator'],
    ['translator', 'Translator'],
    ['member', 'Member'],
    ['subscriber', 'Subscriber'],
    ['support_couple', 'Support Couple'],
  ].forEach(([value, label], i) => add('INSERT INTO roles VALUES (?, ?, ?)', value!, label!, i));

  [
    'Anglican',
    'Baptist',
    'Catholic',
    'Lutheran',
    'Methodist',
    'Non-denominational',
    'Pentecostal',
    'Presbyterian',
  ].forEach((name, i) =>
    add('INSERT INTO denominations VALUES (?, ?, ?)', i + 1, name, name.toLowerCase()),
  );
  ['Church', 'School', 'Charity', 'Community group', 'Business'].forEach((name, i) =>
    add(
      'INSERT INTO organization_types VALUES (?, ?, ?)',
      i + 1,
      name,
      name.toLowerCase().replace(/ /g, '-'),
    ),
  );

  add('INSERT INTO locations VALUES (1, ?, 0, ?)', 'United States', 'State');
  add('INSERT INTO locations VALUES (2, ?, 0, ?)', 'Canada', 'Province');
  add('INSERT INTO locations VALUES (3, ?, 0, NULL)', 'Israel');
  [
    ['California', 1],
    ['Texas', 1],
    ['New York', 1],
    ['Ontario', 2],
    ['Quebec', 2],
  ].forEach(([name, parent], i) =>
    add('INSERT INTO locations VALUES (?, ?, ?, NULL)', 10 + i, name as string, parent as number),
  );

  const towns = [
    'Springfield',
    'Riverside',
    'Fairview',
    'Greenville',
    'Franklin',
    'Clinton',
    'Salem',
    'Madison',
  ];
  const kinds = ['Community Church', 'Fellowship', 'Family Centre', 'Chapel', 'Academy'];
  let org = 0;
  for (const town of towns) {
    for (const kind of kinds) {
      org += 1;
      add(
        `INSERT INTO organizations (name, phone_number, denomination, type, address, city, locality, country, postal_code, meta, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, '{}', ?)`,
        `${town} ${kind}`,
        `+1 555 01${String(org).padStart(2, '0')}`,
        (org % 8) + 1,
        (org % 5) + 1,
        `${org * 10} Main Street`,
        town,
        10 + (org % 3),
        `9${String(1000 + org)}`,
        day(org),
      );
    }
  }

  PRODUCTS.forEach((p, i) =>
    add(
      'INSERT INTO products VALUES (?, ?, ?, ?, ?, ?)',
      p.id,
      BLOG,
      p.slug,
      p.title,
      p.price,
      JSON.stringify({
        description: p.description,
        weeks: p.weeks,
        image: `/media/${THUMBS[i % THUMBS.length]}`,
        sessions: Array.from({ length: p.weeks }, (_, w) => ({
          week: w + 1,
          title: `Week ${w + 1}: ${TOPICS[(i + w) % TOPICS.length]}`,
        })),
      }),
    ),
  );

  // Buckets group the series material per product and the promotional material per kind.
  add(
    'INSERT INTO buckets VALUES (?, ?, ?, NULL, 0)',
    'series',
    'Series Material',
    'Everything you need to run a series.',
  );
  PRODUCTS.forEach((p, i) =>
    add(
      'INSERT INTO buckets VALUES (?, ?, ?, ?, ?)',
      `series-${p.slug}`,
      p.title,
      p.description,
      'series',
      i + 1,
    ),
  );
  add(
    'INSERT INTO buckets VALUES (?, ?, ?, NULL, 10)',
    'promotional',
    'Promo Material',
    'Posters, clips and invitations.',
  );
  add(
    'INSERT INTO buckets VALUES (?, ?, ?, ?, 11)',
    'promo-videos',
    'Promo Videos',
    'Short clips to announce a series.',
    'promotional',
  );
  add(
    'INSERT INTO buckets VALUES (?, ?, ?, ?, 12)',
    'promo-print',
    'Print',
    'Posters and flyers.',
    'promotional',
  );

  // Videos: two real clips, each in two encodings; the larger one is the source ("Original").
  const videoIds: number[] = [];
  for (let v = 0; v < 12; v += 1) {
    const id = 500 + v;
    const clip = v % 2 === 0 ? 'clip-a' : 'clip-b';
    videoIds.push(id);
    // Promo clips come in English and Spanish, each with captions (the other clip stands in for
    // the Spanish recording), so the language and caption choices have something to offer.
    const languages =
      v >= 8
        ? [
            { language: 'en', file: `${clip}-640x360.mp4`, subtitles: 'captions-en.vtt' },
            {
              language: 'es',
              file: `${clip === 'clip-a' ? 'clip-b' : 'clip-a'}-640x360.mp4`,
              subtitles: 'captions-es.vtt',
            },
          ]
        : [];
    add(
      'INSERT INTO videos (id, blog_id, title, duration, file, downloads, languages) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      BLOG,
      `${TOPICS[v]} clip`,
      4,
      `${clip}-640x360.mp4`,
      JSON.stringify([
        {
          quality: '360p',
          public_name: 'Original',
          width: 640,
          height: 360,
          file: `${clip}-640x360.mp4`,
        },
        {
          quality: '180p',
          public_name: 'Small',
          width: 320,
          height: 180,
          file: `${clip}-320x180.mp4`,
        },
        {
          quality: '360p-webm',
          public_name: 'WebM',
          width: 640,
          height: 360,
          file: `${clip}-640x360.webm`,
        },
      ]),
      JSON.stringify(languages),
    );
  }

  let resourceId = 1000;
  const addResource = (
    section: 'materials' | 'promotional',
    bucket: string,
    title: string,
    kind: 'video' | (typeof FILE_KINDS)[number],
    products: number[],
    n: number,
    id = resourceId + 1,
    date = day(n),
  ) => {
    resourceId = id;
    const isVideo = kind === 'video';
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    add(
      'INSERT INTO resources (id, blog_id, slug, title, section, bucket, type, date, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      resourceId,
      BLOG,
      slug,
      title,
      section,
      bucket,
      isVideo ? 'video' : 'document',
      date,
      JSON.stringify({
        file: isVideo ? null : kind.file,
        // Series videos (500-507) and promo videos (508-511) never share a clip record, so gating one
        // series' video cannot be bypassed through a free promo resource.
        video_id: isVideo
          ? section === 'materials'
            ? videoIds[n % 8]
            : videoIds[8 + (n % 4)]
          : null,
        thumbnail: THUMBS[n % THUMBS.length],
        categories: [
          {
            slug: CATEGORIES[n % CATEGORIES.length]!.slug,
            name: CATEGORIES[n % CATEGORIES.length]!.name,
          },
        ],
        products: products.map((id) => ({ id, blog_id: BLOG })),
        description: `${title}: material for your group, ready to use.`,
      }),
    );
    return resourceId;
  };

  let n = 0;
  for (const product of PRODUCTS) {
    for (let w = 0; w < 9; w += 1) {
      n += 1;
      const topic = TOPICS[(n + w) % TOPICS.length]!;
      const kind = w % 3 === 0 ? 'video' : FILE_KINDS[(n + w) % FILE_KINDS.length]!;
      const label =
        kind === 'video'
          ? 'Session video'
          : kind.ext === 'pdf'
            ? 'Leader guide'
            : kind.ext === 'zip'
              ? 'Toolkit'
              : kind.ext === 'png' || kind.ext === 'jpg'
                ? 'Slide'
                : 'Worksheet';
      addResource(
        'materials',
        `series-${product.slug}`,
        `${product.title} week ${w + 1} ${label}: ${topic}`,
        kind,
        product.price === 0 ? [] : [product.id],
        n,
      );
    }
  }
  for (let p = 0; p < 14; p += 1) {
    n += 1;
    const topic = TOPICS[p % TOPICS.length]!;
    const isVideo = p % 2 === 0;
    const kind = isVideo
      ? 'video'
      : p % 4 === 1
        ? FILE_KINDS[4]
        : p % 4 === 3
          ? FILE_KINDS[5]
          : FILE_KINDS[0];
    addResource(
      'promotional',
      isVideo ? 'promo-videos' : 'promo-print',
      `${isVideo ? 'Promo clip' : 'Poster'}: ${topic} evening`,
      kind,
      [],
      n,
    );
  }

  // Older than every demo resource, so the other lists keep their first pages; in no bucket of the
  // library, whose one page would otherwise hold them all.
  for (let b = 0; b < bulkResources; b += 1) {
    const kind = b % 3 === 0 ? 'video' : FILE_KINDS[b % FILE_KINDS.length]!;
    addResource(
      'materials',
      'archive',
      `Archive ${b + 1}: ${TOPICS[b % TOPICS.length]!} ${kind === 'video' ? 'session video' : 'handout'}`,
      kind,
      [],
      b,
      BULK_RESOURCE_ID + b + 1,
      day(-1 - b),
    );
  }

  CATEGORIES.forEach((c, i) =>
    add(
      'INSERT INTO training_categories VALUES (?, ?, ?, ?, ?)',
      c.slug,
      c.slug,
      c.name,
      c.glyph,
      i,
    ),
  );
  [
    ['leadership', 'he', 'מנהיגות', 'manhigut'],
    ['facilitation', 'he', 'הנחיה', 'hanchaya'],
    ['communication', 'he', 'תקשורת', 'tikshoret'],
    ['well-being', 'he', 'רווחה', 'revacha'],
    ['leadership', 'es', 'Liderazgo', 'liderazgo'],
    ['facilitation', 'es', 'Facilitación', 'facilitacion'],
    ['communication', 'es', 'Comunicación', 'comunicacion'],
    ['well-being', 'es', 'Bienestar', 'bienestar'],
  ].forEach(([slug, lang, name, translated]) =>
    add(
      'INSERT INTO training_category_translations VALUES (?, ?, ?, ?)',
      slug!,
      lang!,
      name!,
      translated!,
    ),
  );

  // Lessons: 36 (alternating article and video), grouped into 9 modules of 4; module 9 is private.
  // The welcome module's first video names the English and Spanish promo clip by its REST address,
  // so a lesson offers a language and captions; the other videos are files.
  const lessonIds: number[] = [];
  for (let l = 0; l < 36; l += 1) {
    const id = 2000 + l;
    lessonIds.push(id);
    const type = l % 2 === 0 ? 'article' : 'video';
    const topic = TOPICS[l % TOPICS.length]!;
    const category = CATEGORIES[l % CATEGORIES.length]!;
    const title = `${topic} ${type === 'video' ? 'in practice' : 'basics'} ${Math.floor(l / TOPICS.length) + 1}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    add(
      'INSERT INTO lessons VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      BLOG,
      slug,
      title,
      type,
      l % 5 === 0 || l % 7 === 0 ? 1 : 0,
      day(l),
      JSON.stringify({
        content:
          type === 'article'
            ? `<p>${topic} matters in every group. This lesson walks through what good ${topic.toLowerCase()} looks like.</p><h2>Why it matters</h2><p>People stay where they are heard and helped to grow.</p><h2>Try this</h2><ul><li>Ask one open question.</li><li>Wait for the answer.</li><li>Reflect back what you heard.</li></ul>`
            : `<p>Watch how a facilitator handles ${topic.toLowerCase()} in a real group.</p>`,
        excerpt: `A short lesson on ${topic.toLowerCase()}.`,
        image: `/media/${THUMBS[l % THUMBS.length]}`,
        tags: [
          { slug: topic.toLowerCase(), name: topic },
          { slug: category.slug, name: category.name },
        ],
        categories: [{ slug: category.slug, name: category.name }],
        duration: type === 'article' ? 120 + (l % 4) * 60 : 4,
        video_url: videoUrlOf(l, type),
      }),
    );
  }
  for (let m = 0; m < 9; m += 1) {
    const topic = TOPICS[m]!;
    const ids = lessonIds.slice(m * 4, m * 4 + 4);
    const slug = `module-${topic.toLowerCase()}`;
    const tag = CATEGORIES[m % CATEGORIES.length]!;
    add(
      'INSERT INTO playlists VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      3000 + m,
      BLOG,
      slug,
      `${topic}: a module`,
      m === 8 ? 'private' : 'publish',
      JSON.stringify([
        { slug: tag.slug, name: tag.name },
        { slug: 'module', name: 'Module' },
      ]),
      JSON.stringify(ids),
      day(m),
      JSON.stringify({
        content: `<p>Four lessons on ${topic.toLowerCase()}, mixing reading and short videos.</p>`,
        image: THUMBS[m % THUMBS.length],
      }),
    );
  }

  [
    'leadership',
    'small groups',
    'listening',
    'conflict',
    'prayer',
    'welcome video',
    'poster',
    'worksheet',
  ].forEach((term, i) =>
    add(
      'INSERT INTO popular_terms (term, created, updated, hits, visitors) VALUES (?, ?, ?, ?, ?)',
      term,
      day(i),
      day(i + 20),
      50 - i,
      20 - i,
    ),
  );

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

  // Demo runs so "my courses" is not empty for the members who own series.
  (
    [
      ['member@campus.test', 1, 1, 'Foundations, spring group', 60, 50],
      ['member@campus.test', 2, 1, 'Growing Together, couples evening', 90, 55],
      ['admin@campus.test', 3, 2, 'Leading Teams, volunteers', 70, 52],
    ] as const
  ).forEach(([email, product, organization, name, startedDaysAgo, createdDaysAgo]) =>
    add(
      `INSERT INTO courses (user_id, product_id, blog_id, organization_id, name, start_date, created)
         SELECT id, ?, ?, ?, ?, ?, ? FROM users WHERE email = ?`,
      product,
      BLOG,
      organization,
      name,
      day(startedDaysAgo).slice(0, 10),
      day(createdDaysAgo),
      email,
    ),
  );

  await store.batch(statements, 'write');
  await setMeta(store, 'seeded', new Date().toISOString());
  return true;
}
