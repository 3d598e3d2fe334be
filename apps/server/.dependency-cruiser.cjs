/**
 * The floors of apps/server (README, "Layout"), checked on every `pnpm test`:
 *
 *   main.ts, app.ts, config.ts   composition: builds the services, installs the conventions,
 *                                registers each area's routes
 *   routes/<area>/               HTTP: one Fastify plugin per area, registered under /wp-json
 *   domain/<area>/               rules and queries of an area, without HTTP
 *   services/                    what the server builds once and hands to every area (store,
 *                                tokens, passwords, limits, mail, signed links, web build, upstream)
 *   conventions/                 what every answer follows (WordPress's errors, REST headers,
 *                                `_fields` and paging, the REST index, the contract serializer,
 *                                operations endpoints), installed on the app by app.ts
 *   seed/                        demo content, written through the store
 */
const tests = '\\.test\\.ts$|^src/test/';

// The repo's one rule for circles, type-only imports included (the root config).
const {
  forbidden: [noCircular],
} = require('../../.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    noCircular,
    {
      name: 'route-to-route',
      severity: 'error',
      comment: 'A route never imports another area: what two areas share belongs in domain/.',
      from: { path: '^src/routes/([^/]+)/' },
      to: { path: '^src/routes/', pathNot: '^src/routes/$1/' },
    },
    {
      name: 'domain-without-http',
      severity: 'error',
      comment: 'Domain code knows no requests or replies, so any front (or a script) can call it.',
      from: { path: '^src/domain/' },
      to: { path: ['^src/routes/', 'node_modules/(fastify|@fastify)/'] },
    },
    {
      name: 'services-and-conventions-are-the-floor',
      severity: 'error',
      comment: 'Shared services and conventions serve every area, so they import none of them.',
      from: { path: '^src/(services|conventions)/' },
      to: { path: '^src/(domain|routes|seed)/' },
    },
    {
      name: 'seed-on-the-store',
      severity: 'error',
      comment:
        'The demo content is written through the store alone, so seeding never runs area code.',
      from: { path: '^src/seed/' },
      to: { path: '^src/(domain|routes)/' },
    },
    {
      name: 'one-dialect-module',
      severity: 'error',
      comment:
        'Only services/store/sqlite.ts speaks to libSQL; the rest queries through the typed Db (README, "Queries").',
      from: { path: '^src/', pathNot: [tests, '^src/services/store/sqlite\\.ts$'] },
      to: { path: 'node_modules/@libsql/' },
    },
    {
      name: 'one-postgres-module',
      severity: 'error',
      comment:
        'Only services/store/postgres.ts speaks to PostgreSQL; the rest queries through the typed Db (README, "Queries").',
      from: { path: '^src/', pathNot: [tests, '^src/services/store/postgres\\.ts$'] },
      to: { path: 'node_modules/pg/' },
    },
    {
      name: 'dialects-behind-the-store',
      severity: 'error',
      comment: 'A dialect module is reached through services/store (openDb and the Db it returns).',
      from: { path: '^src/', pathNot: [tests, '^src/services/store/'] },
      to: { path: '^src/services/store/(sqlite|postgres)\\.ts$' },
    },
    {
      name: 'composition-on-top',
      severity: 'error',
      comment: 'Only the entry points, tests and scripts build the server.',
      from: { path: '^src/', pathNot: [tests, '^src/main\\.ts$'] },
      to: { path: '^src/(app|main)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a service's type imported back from a route is the same circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
