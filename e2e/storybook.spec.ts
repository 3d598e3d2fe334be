import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { showStory, storySettings, testedStories } from './storybook';
import {
  baselineFiles,
  expectStoryToMatchBaselines,
  isVisuallyChecked,
  readBaselines,
  updateCommand,
  updating,
  withPixels,
} from './visual';

/**
 * Every story of the built Storybook, rendered in Chromium: its play function must pass, axe must
 * find no WCAG A/AA violation, and it must look as its committed visual fingerprints say in light,
 * dark and right-to-left. The list comes from the build's index, so a new story is tested without
 * being registered anywhere.
 */
const stories = testedStories();

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  withPixels(
    `${story.title} › ${story.name}`,
    async ({ preview: { page }, pixels, pageErrors }, testInfo) => {
      const { viewport, pinned } = await storySettings(page, story.id);
      await page.setViewportSize(viewport);
      const outcome = await showStory(page, story.id);
      expect(outcome, 'the story renders and its play function passes').toEqual({
        status: 'rendered',
        storyId: story.id,
      });
      expect(pageErrors, 'no uncaught errors while the story runs').toEqual([]);
      await expectNoAxeViolations(page);
      if (isVisuallyChecked(story))
        await test.step('looks as its visual baselines say', () =>
          expectStoryToMatchBaselines({ page, pixels, story, pinned, testInfo }));
    },
  );
}

test('every visual baseline belongs to a story that is checked', () => {
  test.skip(updating, 'an update run removes them');
  const checked = new Set(
    testedStories()
      .filter(isVisuallyChecked)
      .map((entry) => entry.id),
  );
  const stale = baselineFiles().flatMap((file) =>
    Object.keys(readBaselines(file))
      .filter((id) => !checked.has(id))
      .map((id) => `${file}: ${id}`),
  );
  expect(stale, `baselines of stories that are gone; \`${updateCommand}\` removes them`).toEqual(
    [],
  );
});
