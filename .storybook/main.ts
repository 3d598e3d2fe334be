import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The demo covers at the address the app meets them at, so app screens show real pictures.
  staticDirs: [{ from: '../apps/server/media', to: '/media' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The docgen plugin only documents files inside its TypeScript project, and the root
      // tsconfig covers the tooling alone, so without this every prop table came from story args.
      tsconfigPath: `${root}.storybook/tsconfig.docgen.json`,
      include: ['packages/*/src/**/*.tsx', 'apps/web/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      // Setting these options replaces Storybook's defaults, so its two shaping flags come back
      // here: unions of literals become select controls, and optional props read `string`, not
      // `string | undefined` (which gets a JSON editor instead of a text box).
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
  async viteFinal(viteConfig) {
    // Stories read the packages' sources (their `@campus/source` export condition), so Storybook
    // never waits for (or drifts from) a build.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = [
      '@campus/source',
      ...(viteConfig.resolve.conditions ?? defaultClientConditions),
    ];
    return viteConfig;
  },
};

export default config;
