import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { compare, decode, encode, fingerprintOf, heatmap } from './fingerprint';
import { setGlobals, storyTest, type IndexEntry, type ModeGlobals } from './storybook';

/**
 * Offline visual check of every story in light, dark and right-to-left against fingerprints
 * committed in e2e/visual-baselines/ (see ./fingerprint.ts). Chromatic holds the pixel-exact
 * review; this catches a changed colour, a moved or missing block, a story that no longer mirrors
 * or no longer turns dark, without a browser service or binary baselines.
 */
export const baselineDir = 'e2e/visual-baselines';
const updatesDir = 'test-results/visual-updates';
export const updateCommand = 'pnpm visual:update';
export const updating = !!process.env.UPDATE_VISUAL;

/** The toolbar globals every story is checked in; a story's own globals win over them. */
const modes: ModeGlobals[] = [
  { theme: 'light', direction: 'ltr' },
  { theme: 'dark', direction: 'ltr' },
  { theme: 'light', direction: 'rtl' },
];
const modeName = (globals: ModeGlobals) => `${globals.theme} ${globals.direction}`;

/** Which committed file holds a story: one per top-level section of the Storybook. */
const baselineFile = (story: Pick<IndexEntry, 'title'>) =>
  join(
    baselineDir,
    `${story.title
      .split('/')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}.json`,
  );

type BaselineFile = Record<string, Record<string, string>>;

export function readBaselines(file: string): BaselineFile {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BaselineFile) : {};
}

export function baselineFiles(): string[] {
  return existsSync(baselineDir)
    ? readdirSync(baselineDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(baselineDir, name))
    : [];
}

/**
 * Every story has the `visual` tag (`.storybook/preview.tsx`). One whose look depends on when the
 * screenshot is taken removes it with `!visual`, next to a comment giving the reason: Storybook
 * applies the removal, so the index lists neither.
 */
export const isVisuallyChecked = (story: IndexEntry) => story.tags?.includes('visual') === true;

// A video's frame, its captions and video.js's controls (which fade out a moment after the last
// interaction, focus ring and all) follow the playback clock, not the story: they are hidden for
// the screenshot, and the player's own box and everything around it are still compared. A loading
// state's "taking longer than usual" hint follows the clock too (it comes after 4 s, which a busy
// machine reaches before the screenshot): it takes no room in the screenshot.
const playbackStyle = `video, .video-js [class*='vjs-'] { visibility: hidden !important; }
[data-slow-hint] { display: none !important; }`;

/** Waits until what the story shows is final: fonts, images and the document's direction. */
async function settle(page: Page, globals: ModeGlobals) {
  await page.evaluate(async (dir) => {
    // The preview sets the document's direction in an effect, after the render it reported. A
    // second at most: a preview that no longer sets it is for the comparison to report.
    for (let frame = 0; frame < 60 && document.documentElement.dir !== dir; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : image.decode().catch(() => null),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, globals.direction);
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-');

/**
 * Checks the rendered story in each mode against its committed fingerprints, and leaves the
 * preview in light, left-to-right for the next story. With `UPDATE_VISUAL=1` it records the
 * fingerprints that changed (or are new) instead; the run's teardown writes them to the baselines.
 */
export async function expectStoryToMatchBaselines({
  page,
  pixels,
  story,
  pinned,
  testInfo,
}: {
  page: Page;
  /** A blank page of the same browser, where screenshots are decoded. */
  pixels: Page;
  story: IndexEntry;
  /** The toolbar globals the story's own `globals` fix. */
  pinned: Partial<ModeGlobals>;
  testInfo: TestInfo;
}) {
  const file = baselineFile(story);
  const stored = readBaselines(file)[story.id] ?? {};
  const recorded: Record<string, string> = {};
  const checked = new Set<string>();
  const failures: string[] = [];
  for (const mode of modes) {
    const effective = { ...mode, ...pinned };
    const name = modeName(effective);
    // A story that fixes its theme or direction looks the same in the modes that set it.
    if (checked.has(name)) continue;
    checked.add(name);
    const outcome = await setGlobals(page, mode);
    if (outcome && outcome.status !== 'rendered')
      throw new Error(`the story failed to re-render in ${name}: ${outcome.detail}`);
    await settle(page, effective);
    const png = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      style: playbackStyle,
    });
    const baseline = stored[name] ? decode(stored[name]) : null;
    // Measured over the baseline's box and grid, the cells line up one to one; a page of another
    // size cannot be, and fails on its size alone.
    const viewport = page.viewportSize();
    const sameSize =
      baseline?.viewport.width === viewport?.width &&
      baseline?.viewport.height === viewport?.height;
    const actual = await fingerprintOf(pixels, png, sameSize ? baseline : null);
    // Nothing but the page's colour: a story that rendered nothing must not become, or match, a
    // baseline of nothing.
    if (actual.blank) {
      failures.push(`[${name}] renders nothing: the page is one colour`);
      continue;
    }
    const result = baseline && compare(baseline, actual);
    if (updating) {
      // An unchanged look keeps its stored text, so an update touches only what changed.
      recorded[name] =
        result && result.problems.length === 0
          ? stored[name]!
          : encode(sameSize ? await fingerprintOf(pixels, png, null) : actual);
      continue;
    }
    if (!baseline || !result) {
      failures.push(`[${name}] has no baseline yet`);
      continue;
    }
    if (result.problems.length === 0) continue;
    const actualPath = testInfo.outputPath(`${slug(name)}-actual.png`);
    const heatmapPath = testInfo.outputPath(`${slug(name)}-heatmap.svg`);
    writeFileSync(actualPath, png);
    writeFileSync(heatmapPath, heatmap(baseline, actual, result.cells, png));
    await testInfo.attach(`${name} actual`, { path: actualPath, contentType: 'image/png' });
    await testInfo.attach(`${name} heatmap`, { path: heatmapPath, contentType: 'image/svg+xml' });
    failures.push(
      `[${name}] differs from its baseline: ${result.problems.join('; ')}.\n` +
        `    actual: ${relative(process.cwd(), actualPath)}\n` +
        `    heatmap: ${relative(process.cwd(), heatmapPath)}`,
    );
  }
  // The next story renders in the default globals. (A failed test gets a fresh worker and page.)
  await setGlobals(page, modes[0]!);

  if (updating) {
    mkdirSync(updatesDir, { recursive: true });
    writeFileSync(
      join(updatesDir, `${story.id}.json`),
      JSON.stringify({ file, id: story.id, modes: recorded }),
    );
    return;
  }
  const stale = Object.keys(stored).filter((name) => !checked.has(name));
  if (stale.length > 0)
    failures.push(`the baseline has modes the story no longer renders in: ${stale.join(', ')}`);
  if (failures.length > 0)
    throw new Error(
      `${story.title} › ${story.name} (${story.id}) does not look as its visual baseline ` +
        `in ${file} says:\n  ${failures.join('\n  ')}\n` +
        `If the change is intended, accept it with \`${updateCommand}\` and commit ${baselineDir}/.`,
    );
}

/** A blank page beside the preview, where screenshots are decoded away from the stories' code. */
export const withPixels = storyTest.extend<Record<never, never>, { pixels: Page }>({
  pixels: [
    async ({ preview }, use) => {
      const page = await preview.page.context().newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * After an update run: writes the fingerprints the tests recorded into the committed files, and
 * drops those of stories the Storybook no longer checks. Returns a line for the console.
 */
export async function writeRecordedBaselines(checkedIds: Set<string>) {
  const recorded = existsSync(updatesDir)
    ? readdirSync(updatesDir).map(
        (name) =>
          JSON.parse(readFileSync(join(updatesDir, name), 'utf8')) as {
            file: string;
            id: string;
            modes: Record<string, string>;
          },
      )
    : [];
  const files = new Map(baselineFiles().map((file) => [file, readBaselines(file)]));
  let changed = 0;
  let removed = 0;
  for (const { file, id, modes: prints } of recorded) {
    for (const [other, entries] of files) if (other !== file && id in entries) delete entries[id];
    const entries = files.get(file) ?? {};
    files.set(file, entries);
    const before = entries[id] ?? {};
    changed += Object.keys({ ...before, ...prints }).filter(
      (mode) => before[mode] !== prints[mode],
    ).length;
    entries[id] = prints;
  }
  for (const entries of files.values())
    for (const id of Object.keys(entries))
      if (!checkedIds.has(id)) {
        delete entries[id];
        removed += 1;
      }
  const { format, resolveConfig } = await import('prettier');
  mkdirSync(baselineDir, { recursive: true });
  for (const [file, entries] of files) {
    const sorted = Object.fromEntries(
      Object.keys(entries)
        .sort()
        .map((id) => [
          id,
          Object.fromEntries(Object.entries(entries[id]!).sort(([a], [b]) => a.localeCompare(b))),
        ]),
    );
    const text = await format(JSON.stringify(sorted, null, 2), {
      ...(await resolveConfig(file)),
      filepath: file,
    });
    writeFileSync(file, text);
  }
  return (
    `visual baselines: ${recorded.length} stories checked, ${changed} fingerprints recorded anew ` +
    `or dropped, ${removed} stories removed`
  );
}
