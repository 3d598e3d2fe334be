import { BLOG, CATEGORIES, THUMBS, TOPICS, coverOf, day, type Add } from './data';
import { talkOn, type Talk } from './talks';

/**
 * The talk a video lesson plays after the welcome module: its module's, since only the module
 * topics (Listening to Mentoring) have talks, while lesson titles run through every topic.
 */
export const talkOfLesson = (l: number): Talk | undefined =>
  l >= 4 ? talkOn(TOPICS[Math.floor(l / 4)]!) : undefined;

/**
 * A video lesson's address. The welcome module keeps its short clips: lesson 2001 names promo clip
 * 508, lesson 2003 plays a 4 s file, so journeys that watch a video to its end stay quick. Every
 * later video lesson names its module's talk by its REST address, so it offers the talk's
 * languages and captions.
 */
function videoUrlOf(l: number, type: string): string {
  if (type !== 'video') return '';
  const talk = talkOfLesson(l);
  if (talk) return `/wp-json/wp/v2/video/${talk.id}`;
  if (l === 1) return '/wp-json/wp/v2/video/508';
  return `/media/${l % 4 === 1 ? 'clip-a' : 'clip-b'}-640x360.mp4`;
}

/** What each module teaches, as a course catalogue would name it. */
const MODULE_TITLES: Record<string, string> = {
  Welcome: 'First steps with Campus',
  Listening: 'Listening well',
  Planning: 'Planning a group session',
  Feedback: 'Feedback that helps people grow',
  Conflict: 'Conflict, calmly',
  Vision: 'A shared vision',
  Habits: 'Habits that last',
  Teamwork: 'Teamwork for volunteers',
  Mentoring: 'Mentoring new leaders',
};

/** Training categories (with their translations), lessons and the modules that group them. */
export function seedTraining(add: Add): void {
  CATEGORIES.forEach((c, i) =>
    add('training_categories', {
      slug: c.slug,
      translated_slug: c.slug,
      name: c.name,
      glyph: c.glyph,
      position: i,
    }),
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
    add('training_category_translations', {
      slug: slug!,
      lang: lang!,
      name: name!,
      translated_slug: translated!,
    }),
  );

  // Lessons: 36 (alternating article and video), grouped into 9 modules of 4; module 9 is private.
  // The welcome module's first video names the English and Spanish promo clip by its REST address,
  // its second is a file; the later modules' videos name their talks (see videoUrlOf).
  const lessonIds: number[] = [];
  for (let l = 0; l < 36; l += 1) {
    const id = 2000 + l;
    lessonIds.push(id);
    const type = l % 2 === 0 ? 'article' : 'video';
    const topic = TOPICS[l % TOPICS.length]!;
    const category = CATEGORIES[l % CATEGORIES.length]!;
    const title = `${topic} ${type === 'video' ? 'in practice' : 'basics'} ${Math.floor(l / TOPICS.length) + 1}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    add('lessons', {
      id,
      blog_id: BLOG,
      slug,
      title,
      type,
      popular: l % 5 === 0 || l % 7 === 0 ? 1 : 0,
      date: day(l),
      data: JSON.stringify({
        content:
          type === 'article'
            ? `<p>${topic} matters in every group. This lesson walks through what good ${topic.toLowerCase()} looks like.</p><h2>Why it matters</h2><p>People stay where they are heard and helped to grow.</p><h2>Try this</h2><ul><li>Ask one open question.</li><li>Wait for the answer.</li><li>Reflect back what you heard.</li></ul>`
            : `<p>Watch how a facilitator handles ${topic.toLowerCase()} in a real group.</p>`,
        excerpt: `A short lesson on ${topic.toLowerCase()}.`,
        image: `/media/${coverOf(type)}`,
        tags: [
          { slug: topic.toLowerCase(), name: topic },
          { slug: category.slug, name: category.name },
        ],
        categories: [{ slug: category.slug, name: category.name }],
        // A video lesson lasts as long as what it plays: the lists show it and sum it per module.
        duration: type === 'article' ? 120 + (l % 4) * 60 : (talkOfLesson(l)?.duration ?? 4),
        video_url: videoUrlOf(l, type),
      }),
    });
  }
  for (let m = 0; m < 9; m += 1) {
    const topic = TOPICS[m]!;
    const ids = lessonIds.slice(m * 4, m * 4 + 4);
    const slug = `module-${topic.toLowerCase()}`;
    const tag = CATEGORIES[m % CATEGORIES.length]!;
    add('playlists', {
      id: 3000 + m,
      blog_id: BLOG,
      slug,
      title: MODULE_TITLES[topic] ?? topic,
      status: m === 8 ? 'private' : 'publish',
      tags: JSON.stringify([
        { slug: tag.slug, name: tag.name },
        { slug: 'module', name: 'Module' },
      ]),
      lessons: JSON.stringify(ids),
      date: day(m),
      data: JSON.stringify({
        content: `<p>Four lessons on ${topic.toLowerCase()}, mixing reading and short videos.</p>`,
        image: THUMBS[m % THUMBS.length],
      }),
    });
  }
}
