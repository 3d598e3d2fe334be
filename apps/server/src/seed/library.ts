import {
  BLOG,
  BULK_RESOURCE_ID,
  CATEGORIES,
  FILE_KINDS,
  PRODUCTS,
  THUMBS,
  TOPICS,
  coverOf,
  day,
  type Add,
} from './data';
import { TALKS, type Talk } from './talks';

/** The course library's products and the resource library's buckets. */
export function seedProducts(add: Add): void {
  PRODUCTS.forEach((p, i) =>
    add('products', {
      id: p.id,
      blog_id: BLOG,
      slug: p.slug,
      title: p.title,
      price: p.price,
      data: JSON.stringify({
        description: p.description,
        weeks: p.weeks,
        image: `/media/${THUMBS[i % THUMBS.length]}`,
        sessions: Array.from({ length: p.weeks }, (_, w) => ({
          week: w + 1,
          title: `Week ${w + 1}: ${TOPICS[(i + w) % TOPICS.length]}`,
        })),
      }),
    }),
  );

  // Buckets group the series material per product and the promotional material per kind.
  add('buckets', {
    name: 'series',
    label: 'Series Material',
    description: 'Everything you need to run a series.',
    parent: null,
    position: 0,
  });
  PRODUCTS.forEach((p, i) =>
    add('buckets', {
      name: `series-${p.slug}`,
      label: p.title,
      description: p.description,
      parent: 'series',
      position: i + 1,
    }),
  );
  add('buckets', {
    name: 'promotional',
    label: 'Promo Material',
    description: 'Posters, clips and invitations.',
    parent: null,
    position: 10,
  });
  add('buckets', {
    name: 'promo-videos',
    label: 'Promo Videos',
    description: 'Short clips to announce a series.',
    parent: 'promotional',
    position: 11,
  });
  add('buckets', {
    name: 'promo-print',
    label: 'Print',
    description: 'Posters and flyers.',
    parent: 'promotional',
    position: 12,
  });
}

/** The video records of the series resources and of the promo resources, by id. */
export interface VideoIds {
  series: number[];
  promo: number[];
}

type Download = {
  quality: string;
  public_name: string;
  width: number;
  height: number;
  file: string;
};

/** The video records resources and lessons play. */
export function seedVideos(add: Add): VideoIds {
  const insert = (
    id: number,
    title: string,
    duration: number,
    file: string,
    downloads: Download[],
    languages: Array<{ language: string; file: string; subtitles: string }>,
  ) =>
    add('videos', {
      id,
      blog_id: BLOG,
      title,
      duration,
      file,
      downloads: JSON.stringify(downloads),
      languages: JSON.stringify(languages),
    });
  const talk = (id: number, t: Talk) =>
    insert(id, t.title, t.duration, t.file, t.downloads, t.languages);

  // Videos 500-507: the narrated talks the Learning Centre's lessons play, in three languages with
  // captions. No resource plays them, and a video is as open as the resources that play it, so
  // whoever may read a lesson may watch its talk.
  for (const t of TALKS) talk(t.id, t);

  // Videos 508-511: promo clips, two real 4 s clips each in two encodings (the larger one is the
  // source, "Original"), in English and Spanish with captions (the other clip stands in for the
  // Spanish recording), so the language and caption choices have something to offer.
  const promo: number[] = [];
  for (let v = 8; v < 12; v += 1) {
    const id = 500 + v;
    const clip = v % 2 === 0 ? 'clip-a' : 'clip-b';
    promo.push(id);
    insert(
      id,
      `${TOPICS[v]} clip`,
      4,
      `${clip}-640x360.mp4`,
      [
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
      ],
      [
        { language: 'en', file: `${clip}-640x360.mp4`, subtitles: 'captions-en.vtt' },
        {
          language: 'es',
          file: `${clip === 'clip-a' ? 'clip-b' : 'clip-a'}-640x360.mp4`,
          subtitles: 'captions-es.vtt',
        },
      ],
    );
  }

  // Videos 512-519: the series' session videos, the same talks as records of their own, so each
  // stays behind the series whose resources play it while the lessons' records stay open.
  const series = TALKS.map((t, v) => {
    talk(512 + v, t);
    return 512 + v;
  });
  return { series, promo };
}

/** Series and promotional resources, and `bulkResources` archive entries for load tests. */
export function seedResources(add: Add, videos: VideoIds, bulkResources: number): void {
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
    add('resources', {
      id: resourceId,
      blog_id: BLOG,
      slug,
      title,
      section,
      bucket,
      type: isVideo ? 'video' : 'document',
      date,
      data: JSON.stringify({
        file: isVideo ? null : kind.file,
        // Series videos (512-519), promo videos (508-511) and the lessons' talks (500-507) never
        // share a record, so gating one series' video cannot be bypassed through a free promo
        // resource or a lesson.
        video_id: isVideo
          ? section === 'materials'
            ? videos.series[n % 8]
            : videos.promo[n % 4]
          : null,
        thumbnail: coverOf(kind, title),
        categories: [
          {
            slug: CATEGORIES[n % CATEGORIES.length]!.slug,
            name: CATEGORIES[n % CATEGORIES.length]!.name,
          },
        ],
        products: products.map((id) => ({ id, blog_id: BLOG })),
        description: `${title}: material for your group, ready to use.`,
      }),
    });
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
}
