import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test with the rule ids and targets of every WCAG 2.2 A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  // Runs axe in the page itself. The default gathers each frame's results in a blank page it opens
  // for every call, which doubled the cost of a check; every frame Campus shows is of its own
  // origin, which this mode still checks.
  builder = builder.setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}
