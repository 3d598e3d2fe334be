// The demo talks (scripts/demo-videos.mjs): one short narrated lesson per module topic, each in
// English, Spanish and Hebrew with captions. Their durations and files come from the manifest the
// script writes beside the videos, so the seed never disagrees with what is in media/.
import manifest from '../../media/talks.json';
import type { VideoDownload } from '../services/database';
import { TOPICS } from './data';

type Language = keyof (typeof manifest.talks)[number]['languages'];

/** The languages of every talk, the recording's own first. */
export const TALK_LANGUAGES: Language[] = ['en', 'es', 'he'];

export interface Talk {
  /** The video record lessons play (500-507). */
  id: number;
  topic: string;
  title: string;
  /** Seconds, whole, as the video records carry it. */
  duration: number;
  /** Seconds, as a player measures the English recording. */
  exactDuration: number;
  file: string;
  downloads: VideoDownload[];
  languages: Array<{ language: Language; file: string; subtitles: string }>;
}

/**
 * Video v (500 + v) was the "`${TOPICS[v]} clip`" stand-in; it keeps its topic. Welcome (v = 0) has
 * no talk, so 500 takes Mentoring, the one module topic left over.
 */
const topicOfVideo = (v: number): string => (v === 0 ? 'Mentoring' : TOPICS[v]!);

export const TALKS: Talk[] = Array.from({ length: 8 }, (_, v) => {
  const topic = topicOfVideo(v);
  const talk = manifest.talks.find((candidate) => candidate.topic === topic);
  if (!talk) throw new Error(`media/talks.json has no talk on ${topic}`);
  const en = talk.languages.en;
  return {
    id: 500 + v,
    topic,
    title: en.title,
    duration: Math.round(en.duration / 1000),
    exactDuration: en.duration / 1000,
    file: en.video,
    downloads: [
      { quality: '360p', public_name: 'Original', width: 640, height: 360, file: en.video },
      {
        quality: '180p',
        public_name: 'Small',
        width: 320,
        height: 180,
        file: talk.downloads.small,
      },
      {
        quality: '360p-webm',
        public_name: 'WebM',
        width: 640,
        height: 360,
        file: talk.downloads.webm,
      },
    ],
    languages: TALK_LANGUAGES.map((language) => ({
      language,
      file: talk.languages[language].video,
      subtitles: talk.languages[language].captions,
    })),
  };
});

/** The talk on a module's topic. */
export function talkOn(topic: string): Talk {
  const talk = TALKS.find((candidate) => candidate.topic === topic);
  if (!talk) throw new Error(`no demo talk on ${topic}`);
  return talk;
}
