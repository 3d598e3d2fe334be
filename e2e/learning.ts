import { expect, type Page } from '@playwright/test';
import { reachForPlay } from './player';

/** What the journeys read of a Learning Centre module. */
export interface LessonInfo {
  id: number;
  slug: string;
  title: string;
  type: 'article' | 'video';
  duration: number;
}
export interface ModuleInfo {
  id: number;
  slug: string;
  title: string;
  lessons: LessonInfo[];
}

/** The first demo module (4 lessons: article, video, article, video), read from the real server. */
export async function firstModule(page: Page): Promise<ModuleInfo> {
  const response = await page.request.get('/wp-json/wp/v2/playlist/3000');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ModuleInfo;
}

/** Completes a lesson for the member `token` names, as the app sends it, and checks it was taken. */
export async function completeLesson(
  page: Page,
  token: string,
  module: Pick<ModuleInfo, 'id'>,
  lesson: Pick<LessonInfo, 'id'>,
) {
  const response = await page.request.post('/wp-json/wp/v2/playlist/lesson-complete', {
    headers: { Authorization: `Bearer ${token}` },
    data: { lesson_id: lesson.id, lesson_blog_id: 1, playlist_id: module.id, playlist_blog_id: 1 },
  });
  expect(response.ok()).toBe(true);
}

/** The first module's lessons the server has as complete for the member `token` names. */
export async function serverProgress(page: Page, token: string) {
  const response = await page.request.get('/wp-json/wp/v2/playlist/3000', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const module = (await response.json()) as { lessons: Array<{ id: number; complete: boolean }> };
  return module.lessons.filter((lesson) => lesson.complete).map((lesson) => lesson.id);
}

export const lessonList = (page: Page) =>
  page.getByRole('navigation', { name: 'Lessons in this module' });

/** A lesson's link in the module's list, by its title. */
export const lessonLink = (page: Page, title: string) =>
  lessonList(page).getByRole('link', { name: new RegExp(title) });

/** Plays the lesson's video, muted, fetching the player first where it loads on intent. */
export async function playVideo(page: Page) {
  const video = page.locator('video');
  if ((await video.count()) === 0) await reachForPlay(page.locator('main'));
  await expect(video).toHaveCount(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
}
