import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';
import { packageBuild } from '../../tsup.shared';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// Minifiers leave template literals alone, so the styled templates' indentation would ship as is
// and count against the size budget. The style files hold only plain CSS (no interpolations), so
// the line breaks and the spaces around punctuation can go.
const compactStyles: EsbuildPlugin = {
  name: 'compact-styles',
  setup(build) {
    build.onLoad({ filter: /\.styles\.ts$/ }, async ({ path }) => ({
      loader: 'ts',
      contents: (await readFile(path, 'utf8')).replace(
        /(styled\.\w+`)([^`$]*)`/g,
        (_, tag: string, css: string) =>
          `${tag}${css
            .replace(/\s*\n\s*/g, '')
            .replace(/\s*([{};,>/])\s*|(:)\s+/g, '$1$2')
            .replace(/;(}|$)/g, '$1')
            .replace(/([\s:])0\./g, '$1.')}\``,
      ),
    }));
  },
};

// The transcript is an entry of its own: a page with a player but no transcript does not carry it.
export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', transcript: 'src/Transcript/index.ts' },
    esbuildPlugins: [compactStyles],
    minify: true,
  }),
);
