import { defineConfig } from 'tsup';
import { declarationOptions, packageBuild } from '../../tsup.shared';

const parts = [
  'CampusThemeProvider',
  'theme',
  'ProgressCircle',
  'Dialog',
  'Stepper',
  'LocationPicker',
  'PasswordEditor',
  'Button',
  'TextField',
  'Select',
  'Checkbox',
  'LinearProgress',
  'Snackbar',
  'Skeleton',
];

export default defineConfig([
  // ESM: each component is its own chunk behind index.js. Styled-component definitions are calls a
  // bundler cannot prove pure, so in one file every component would reach every app; as separate
  // modules under `sideEffects: false`, an app keeps only the chunks it imports.
  packageBuild({
    format: ['esm'],
    entry: {
      index: 'src/index.ts',
      ...Object.fromEntries(parts.map((part) => [`parts/${part}`, `src/${part}/index.ts`])),
      // A part of its own so the editor's chunk does not import yup.
      'parts/passwordSchema': 'src/PasswordEditor/passwordSchema.ts',
    },
    splitting: true,
    treeshake: false,
    clean: false,
    dts: { entry: { index: 'src/index.ts' }, compilerOptions: declarationOptions },
  }),
  // CommonJS consumers do not tree-shake: one file.
  packageBuild({ format: ['cjs'], clean: false }),
]);
