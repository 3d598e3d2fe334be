import {
  getLesson,
  getPlaylist,
  getVideo,
  type ApiClient,
  type Lesson,
  type LessonImage,
  type Playlist,
  type Video,
} from '@campus/api-client';
import { all, call } from 'redux-saga/effects';
import { learningCentreReads, relatedModulesRead } from '../../kit/learningCentreReads';
import { libraryVideoId } from '../../kit/libraryVideo';

const imageAddresses = (image: LessonImage | null | undefined) =>
  Object.values(image?.sizes ?? {}).flatMap((size) => (size?.url ? [size.url] : []));

/** The images an article's HTML shows, by the address it names them with. */
function articleImages(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('img[src]')].map((image) => image.getAttribute('src') ?? '');
}

/** The video a lesson plays, as its screen picks it, with the captions the player loads. */
function* lessonMedia(api: ApiClient, lesson: Lesson, language: string) {
  if (lesson.type !== 'video') return articleImages(lesson.content.rendered);
  const videoId = libraryVideoId(lesson.video_url);
  if (videoId === null) return lesson.video_url ? [lesson.video_url] : [];
  const video: Video = yield call(getVideo, api, videoId);
  const own = video.languages?.find((option) => option.language === language);
  return [video.url, video.subtitles, own?.subtitles].filter(
    (address): address is string => typeof address === 'string' && address !== '',
  );
}

/**
 * Reads what the module's screens read, through a client that keeps each answer, and answers the
 * files its pages show: the module's page, its lessons' pages (their videos' details), the
 * Learning Centre's page (so it opens offline), and the modules suggested beside it.
 */
export function* readModule(api: ApiClient, moduleKey: string, language: string) {
  const playlist: Playlist = yield call(getPlaylist, api, moduleKey);
  yield all(learningCentreReads(api));
  try {
    yield relatedModulesRead(api, playlist);
  } catch {
    // A suggestion: the module opens without it.
  }
  const lessons: Lesson[] = yield all(
    playlist.lessons.map((lesson) => call(getLesson, api, lesson.id)),
  );
  const media: string[][] = yield all(
    lessons.map((lesson) => call(lessonMedia, api, lesson, language)),
  );
  const files = [
    ...imageAddresses(playlist.image),
    ...playlist.lessons.flatMap((lesson) => imageAddresses(lesson.image)),
    ...media.flat(),
  ];
  // Only this site's files: the worker answers for this site alone.
  const here = window.location.origin;
  const addresses = [
    ...new Set(
      files.flatMap((file) => {
        try {
          const url = new URL(file, here);
          return url.origin === here ? [url.href] : [];
        } catch {
          return [];
        }
      }),
    ),
  ];
  return { playlist, addresses };
}
