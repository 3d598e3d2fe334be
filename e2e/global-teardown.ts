import { testedStories } from './storybook';
import { isVisuallyChecked, updating, writeRecordedBaselines } from './visual';

/** Writes the visual fingerprints an update run (`UPDATE_VISUAL=1`) recorded. */
export default async function globalTeardown() {
  if (!updating) return;
  const checked = new Set(
    testedStories()
      .filter(isVisuallyChecked)
      .map((story) => story.id),
  );
  console.log(await writeRecordedBaselines(checked));
}
