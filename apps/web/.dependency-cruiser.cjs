/**
 * The floors of apps/web (apps/web/README.md, "Shape"), checked on every `pnpm test`:
 *
 *   main.tsx, prerender.tsx,
 *   app/                    composition roots (browser, server render): store, root saga, router
 *   shell/                  the page frame around every route
 *   features/<name>/        rooms, reached from outside only through their faces
 *   kit/, i18n/             what every floor above may use
 *
 * A feature has up to four faces: `index.ts` (what other rooms and the root use), `routes.tsx` (its
 * route table, which the entry imports without pulling the feature's state and sagas into the first
 * download; those arrive through `index.ts` when a route of the feature opens), `parts.tsx`
 * (views another room shows, kept out of the index so that the feature's own chunk, which its
 * routes load, does not carry them and what they import), and `start.ts` (what the entry runs of
 * the feature at every start, whatever the route: in the first script, so no state and no sagas).
 *
 * A large feature has rooms of its own, a folder each: the Learning Centre's modules, lessons and
 * progress, each with its part of the feature's state and its sagas. A room is reached from
 * outside it only through its own `index.ts` (or its `start.ts`, the light part the feature's
 * `start.ts` passes on), and imports none of the feature's files around the rooms (its screens,
 * and the slice and saga that join the rooms).
 */
const tests = '\\.test\\.tsx?$|/testing/';
const face = '^src/features/[^/]+/(index\\.ts|routes\\.tsx|parts\\.tsx|start\\.ts)$';
const trainingRoom = '^src/features/training/(modules|lessons|progress)/';
const roomFace = `${trainingRoom}(index|start)\\.ts$`;

// The repo's one rule for circles, type-only imports included (the root config).
const {
  forbidden: [noCircular],
} = require('../../.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    noCircular,
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        'Another room uses a feature only through index.ts (or the root through routes.tsx).',
      from: { path: '^src/', pathNot: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: face },
    },
    {
      name: 'feature-internals-between-features',
      severity: 'error',
      comment: 'A feature reaches a sibling only through its index.ts.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', face] },
    },
    {
      name: 'training-room-internals',
      severity: 'error',
      comment:
        'A room of the Learning Centre is used from outside it only through its index.ts (or start.ts).',
      from: { pathNot: trainingRoom },
      to: { path: trainingRoom, pathNot: roomFace },
    },
    {
      name: 'training-room-internals-between-rooms',
      severity: 'error',
      comment:
        "A room of the Learning Centre reaches another room only through that room's index.ts.",
      from: { path: trainingRoom },
      to: {
        path: trainingRoom,
        pathNot: ['^src/features/training/$1/', roomFace],
      },
    },
    {
      name: 'training-rooms-below-the-screens',
      severity: 'error',
      comment:
        'The screens and the slice and saga that join the rooms use the rooms, so a room imports none of them.',
      from: { path: trainingRoom },
      to: { path: '^src/features/training/[^/]+$' },
    },
    {
      name: 'rooms-below-the-root',
      severity: 'error',
      comment: 'The root builds the rooms; a room importing it back is a circle in waiting.',
      from: { path: '^src/(features|shell|kit|i18n)/', pathNot: tests },
      to: { path: '^src/(app/|main\\.tsx|prerender\\.tsx)' },
    },
    {
      name: 'features-below-the-shell',
      severity: 'error',
      comment: 'The shell frames the features; they talk to it through app-wide events in kit/.',
      from: { path: '^src/features/' },
      to: { path: '^src/shell/' },
    },
    {
      name: 'kit-is-the-floor',
      severity: 'error',
      comment: 'kit/ and i18n/ serve every room, so they import none of them.',
      from: { path: '^src/(kit|i18n)/', pathNot: tests },
      to: { path: '^src/(app|shell|features)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // Type-only imports count: a feature importing the root's RootState type is the same circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
