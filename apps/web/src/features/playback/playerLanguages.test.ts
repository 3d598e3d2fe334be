import type { Video } from '@campus/api-client';
import { playerLanguages } from './playerLanguages';

const talk: Video = {
  id: 500,
  blog_id: 1,
  url: '/media/talk-en.mp4',
  title: 'A talk',
  duration: 30,
  language: 'en',
  subtitles: '/media/talk-en.vtt',
  languages: [
    { language: 'en', video: '/media/talk-en.mp4', subtitles: '/media/talk-en.vtt' },
    { language: 'es', video: '/media/talk-es.mp4', subtitles: '/media/talk-es.vtt' },
    { language: 'he', video: '/media/talk-he.mp4', subtitles: '/media/talk-he.vtt' },
  ],
};

test("the page's language plays first where the video was recorded in it", () => {
  const order = (page: string) =>
    playerLanguages(talk, page).languages.map((option) => option.language);
  expect(order('he')).toEqual(['he', 'en', 'es']);
  expect(order('es_ES')).toEqual(['es', 'en', 'he']);
  expect(order('en')).toEqual(['en', 'es', 'he']);
  // Not recorded in French: the video's own order, its own language first.
  expect(order('fr')).toEqual(['en', 'es', 'he']);
});

test('each language carries its recording and its captions, named in the page language', () => {
  const [hebrew] = playerLanguages(talk, 'es').languages.slice(-1);
  expect(hebrew).toEqual({
    language: 'he',
    label: 'hebreo',
    video: '/media/talk-he.mp4',
    subtitles: [{ src: '/media/talk-he.vtt', srclang: 'he', label: 'hebreo' }],
  });
});
