const base = require('./jest.config.cjs');

// The server's suites on PostgreSQL (`pnpm test:postgres`): one PostgreSQL for the run, a fresh
// database per test server (src/test/database.ts). Suites that never open a store stay on libSQL's run.
module.exports = {
  ...base,
  globalSetup: '<rootDir>/src/test/postgres-setup.mjs',
  globalTeardown: '<rootDir>/src/test/postgres-teardown.mjs',
};
