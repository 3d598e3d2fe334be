import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { showStory, storyTest, storyViewport, testedStories } from './storybook';

/**
 * Every story of the built Storybook, rendered in Chromium: its play function must pass and axe
 * must find no WCAG A/AA violation. The list comes from the build's index, so a new story is
 * tested without being registered anywhere.
 */
const stories = testedStories();

storyTest.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  storyTest(`${story.title} › ${story.name}`, async ({ preview: { page }, pageErrors }) => {
    await page.setViewportSize(await storyViewport(page, story.id));
    const outcome = await showStory(page, story.id);
    expect(outcome, 'the story renders and its play function passes').toEqual({
      status: 'rendered',
      storyId: story.id,
    });
    expect(pageErrors, 'no uncaught errors while the story runs').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
