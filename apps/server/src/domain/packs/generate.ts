import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { ADJECTIVES, PEOPLE, PLACES, TOPIC_WORDS, VERBS } from './words';

/** Generated pack sizes, as issue #48's table names them (README, "Content packs"). */
export const SIZES = {
  S: {
    modules: 50,
    lessons: 500,
    resources: 1_000,
    captions: 100,
    products: 4,
    members: 500,
    progress: 20_000,
  },
  M: {
    modules: 200,
    lessons: 2_000,
    resources: 5_000,
    captions: 500,
    products: 8,
    members: 5_000,
    progress: 200_000,
  },
  L: {
    modules: 1_000,
    lessons: 10_000,
    resources: 20_000,
    captions: 2_000,
    products: 16,
    members: 20_000,
    progress: 1_000_000,
  },
  XL: {
    modules: 2_000,
    lessons: 20_000,
    resources: 50_000,
    captions: 5_000,
    products: 32,
    members: 50_000,
    progress: 5_000_000,
  },
} as const;
export type Size = keyof typeof SIZES;

/** mulberry32: a small seeded generator, so a size always makes the same pack. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TOPICS = Object.keys(TOPIC_WORDS);
const CATEGORIES = [
  { slug: 'leadership', name: 'Leadership', glyph: 'flag', es: 'Liderazgo', he: 'מנהיגות' },
  { slug: 'facilitation', name: 'Facilitation', glyph: 'people', es: 'Facilitación', he: 'הנחיה' },
  { slug: 'communication', name: 'Communication', glyph: 'chat', es: 'Comunicación', he: 'תקשורת' },
  { slug: 'well-being', name: 'Well-being', glyph: 'heart', es: 'Bienestar', he: 'רווחה' },
  { slug: 'care', name: 'Care', glyph: 'heart', es: 'Cuidado', he: 'אכפתיות' },
  { slug: 'growth', name: 'Growth', glyph: 'flag', es: 'Crecimiento', he: 'צמיחה' },
];
// Files of the server's own media, copied once into every generated pack and shared by its items.
const MEDIA = {
  cover: ['cover-people.png', 'media/cover-people.png'],
  poster: ['poster-evening.png', 'media/poster.png'],
  slide: ['slide-chart.jpg', 'media/slide.jpg'],
  video: ['clip-a-640x360.mp4', 'media/clip.mp4'],
  small: ['clip-a-320x180.mp4', 'media/clip-small.mp4'],
  pdf: ['guide.pdf', 'media/guide.pdf'],
  docx: ['worksheet.docx', 'media/worksheet.docx'],
  zip: ['toolkit.zip', 'media/toolkit.zip'],
} as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const day = (n: number) =>
  new Date(Date.UTC(2025, 0, 1) + n * 3_600_000 * 7).toISOString().slice(0, 19);

/**
 * Writes a pack of `size` to `out`: modules of lessons (articles in HTML and Markdown, videos by file
 * with captions and by URL), resources in buckets per product, products and categories.
 */
export function generatePack(
  size: Size,
  out: string,
  mediaDir: string,
  { members = false }: { members?: boolean } = {},
): { items: number } {
  const counts = SIZES[size];
  const next = random([...size].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 48));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const words = (topic: string) => TOPIC_WORDS[topic]!;
  const sentence = (topic: string) =>
    `${capital(pick(ADJECTIVES))} ${pick(words(topic))} ${pick(VERBS)} ${pick(PEOPLE)} ${pick(PLACES)}, with ${pick(words(topic))} and ${pick(words(pick(TOPICS)))}.`;
  const paragraph = (topic: string, n = 3) =>
    Array.from({ length: n }, () => sentence(topic)).join(' ');
  let items = 0;
  const write = (path: string, item: unknown) => {
    items += 1;
    const file = join(out, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stringify(item, { lineWidth: 0 }));
  };
  const taken = new Set<string>();
  const unique = (slug: string) => {
    let name = slug;
    for (let n = 2; taken.has(name); n += 1) name = `${slug}-${n}`;
    taken.add(name);
    return name;
  };
  const title = (topic: string) =>
    `${capital(pick(ADJECTIVES))} ${pick(words(topic))} for ${pick(PEOPLE)}`;
  const slugOf = (text: string) =>
    unique(
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    );

  for (const [from, to] of Object.values(MEDIA)) {
    mkdirSync(dirname(join(out, to)), { recursive: true });
    copyFileSync(join(mediaDir, from), join(out, to));
  }
  CATEGORIES.forEach((c, position) =>
    write(`categories/${c.slug}.yaml`, {
      slug: c.slug,
      name: c.name,
      glyph: c.glyph,
      position,
      translations: {
        es: { name: c.es, slug: `${c.slug}-es` },
        he: { name: c.he, slug: `${c.slug}-he` },
      },
    }),
  );
  const products = Array.from({ length: counts.products }, (_, p) => {
    const topic = TOPICS[p % TOPICS.length]!;
    const name = `${capital(topic)} series ${p + 1}`;
    const slug = slugOf(name);
    const weeks = 4 + (p % 6);
    write(`products/${slug}.yaml`, {
      slug,
      title: name,
      price: p === 0 ? 0 : 2900 + p * 1000,
      description: sentence(topic),
      weeks,
      image: MEDIA.cover[1],
      sessions: Array.from({ length: weeks }, (_, w) => ({
        week: w + 1,
        title: `Week ${w + 1}: ${title(topic)}`,
      })),
    });
    return { slug, free: p === 0, title: name };
  });
  write('buckets/series.yaml', {
    name: 'series',
    label: 'Series Material',
    description: 'Everything to run a series.',
    position: 0,
  });
  products.forEach((p, i) =>
    write(`buckets/series-${p.slug}.yaml`, {
      name: `series-${p.slug}`,
      label: p.title,
      description: `Material for ${p.title}.`,
      parent: 'series',
      position: i + 1,
    }),
  );
  write('buckets/promotional.yaml', {
    name: 'promotional',
    label: 'Promo Material',
    description: 'Posters, clips and invitations.',
    position: 1000,
  });
  write('buckets/promo-print.yaml', {
    name: 'promo-print',
    label: 'Print',
    description: 'Posters and flyers.',
    parent: 'promotional',
    position: 1001,
  });
  write('buckets/promo-videos.yaml', {
    name: 'promo-videos',
    label: 'Promo Videos',
    description: 'Short clips.',
    parent: 'promotional',
    position: 1002,
  });

  const perModule = counts.lessons / counts.modules;
  const videoLessons = counts.lessons / 2;
  const languages = ['en', 'es', 'he'];
  let videoIndex = 0;
  const moduleLessons: Array<{ slug: string; lessons: string[] }> = [];
  for (let m = 0; m < counts.modules; m += 1) {
    const topic = TOPICS[m % TOPICS.length]!;
    const category = CATEGORIES[m % CATEGORIES.length]!;
    const lessons: string[] = [];
    moduleLessons.push({ slug: '', lessons });
    for (let i = 0; i < perModule; i += 1) {
      const l = m * perModule + i;
      const type = l % 2 === 0 ? 'article' : 'video';
      const name = title(topic);
      const slug = slugOf(name);
      lessons.push(slug);
      const base = {
        slug,
        title: name,
        type,
        date: day(l),
        popular: l % 17 === 0,
        excerpt: sentence(topic),
        categories: [category.slug],
        tags: [capital(topic), pick(words(topic))],
      };
      if (type === 'article') {
        const body =
          l % 4 === 0
            ? {
                markdown: `${paragraph(topic)}\n\n## ${capital(pick(words(topic)))}\n\n- ${sentence(topic)}\n- ${sentence(topic)}\n\n${paragraph(topic, 2)}\n`,
              }
            : {
                content: `<p>${paragraph(topic)}</p><h2>${capital(pick(words(topic)))}</h2><p>${paragraph(topic, 2)}</p>`,
              };
        write(`lessons/${slug}.yaml`, { ...base, duration: 120 + (l % 5) * 60, ...body });
        continue;
      }
      const v = videoIndex++;
      // Tracks go one language at a time across the video lessons: the first `captions` get one.
      const captions: Record<string, string> = {};
      for (let k = v; k < counts.captions; k += videoLessons) {
        const language = languages[Math.floor(k / videoLessons) % languages.length]!;
        const path = `captions/${slug}-${language}.vtt`;
        const cues = Array.from(
          { length: 6 },
          (_, c) => `${c + 1}\n00:00:0${c}.000 --> 00:00:0${c + 1}.000\n${sentence(topic)}\n`,
        );
        mkdirSync(join(out, 'captions'), { recursive: true });
        writeFileSync(join(out, path), `WEBVTT\n\n${cues.join('\n')}`);
        captions[language] = path;
      }
      // Every tenth video past those with captions plays from another site, by its address.
      const video =
        v % 10 === 9 && Object.keys(captions).length === 0
          ? { url: `https://videos.example.org/${slug}.mp4` }
          : {
              file: MEDIA.video[1],
              duration: 4,
              ...(Object.keys(captions).length > 0 && { captions }),
              downloads: [
                { quality: '180p', name: 'Small', width: 320, height: 180, file: MEDIA.small[1] },
              ],
            };
      write(`lessons/${slug}.yaml`, {
        ...base,
        duration: 4,
        content: `<p>${paragraph(topic, 1)}</p>`,
        video,
      });
    }
    const name = `${capital(topic)}: ${title(topic)}`;
    const slug = slugOf(`module ${name}`);
    moduleLessons[m]!.slug = slug;
    write(`modules/${slug}.yaml`, {
      slug,
      title: name,
      status: m % 25 === 24 ? 'private' : 'publish',
      date: day(m),
      tags: [
        { slug: category.slug, name: category.name },
        { slug: 'module', name: 'Module' },
      ],
      content: `<p>${paragraph(topic, 2)}</p>`,
      lessons,
    });
  }

  const kinds = ['pdf', 'docx', 'zip', 'poster', 'slide'] as const;
  for (let r = 0; r < counts.resources; r += 1) {
    const topic = TOPICS[r % TOPICS.length]!;
    const promo = r % 5 === 4;
    const product = products[r % products.length]!;
    const isVideo = r % 4 === 0;
    const kind = kinds[r % kinds.length]!;
    const name = `${isVideo ? 'Session video' : capital(kind === 'poster' ? 'poster' : kind === 'slide' ? 'slide' : 'handout')}: ${title(topic)}`;
    const slug = slugOf(name);
    write(`resources/${slug}.yaml`, {
      slug,
      title: name,
      section: promo ? 'promotional' : 'materials',
      bucket: promo ? (isVideo ? 'promo-videos' : 'promo-print') : `series-${product.slug}`,
      date: day(r),
      description: paragraph(topic, 2),
      categories: [CATEGORIES[r % CATEGORIES.length]!.slug],
      products: promo || product.free ? [] : [product.slug],
      ...(isVideo
        ? { video: { file: MEDIA.video[1], duration: 4 } }
        : {
            file: MEDIA[kind][1],
            ...(kind === 'poster' || kind === 'slide' ? { thumbnail: MEDIA[kind][1] } : {}),
          }),
    });
  }
  if (members) {
    // Each member completes lessons spread over the modules: 13 steps apart, so none twice.
    const perMember = counts.progress / counts.members;
    const all = moduleLessons.flatMap((m) =>
      m.lessons.map((lesson) => ({ lesson, module: m.slug })),
    );
    for (let n = 0; n < counts.members; n += 1)
      write(`members/member-${n + 1}.yaml`, {
        email: `member${n + 1}@${size.toLowerCase()}.campus.test`,
        first_name: capital(pick(PEOPLE)).replace(/s$/, ''),
        last_name: `Number ${n + 1}`,
        roles: ['member'],
        password: GENERATED_PASSWORD,
        progress: Array.from({ length: perMember }, (_, k) => ({
          ...all[(n * 7 + k * 13) % all.length]!,
          completed_on: day(n + k),
        })),
      });
  }
  return { items };
}

/** Every generated member's password, for sign-ins in load tests. */
export const GENERATED_PASSWORD = 'Campus!2026';
