/**
 * The published packages' import graph, checked by the root `pnpm lint`: no circle, type-only
 * imports included. The apps' configs (apps/web, apps/server) take the same rule from here and
 * add their layers.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and hides which part depends on which.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type imported back along a dynamic import is the same circle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
