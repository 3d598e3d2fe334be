/** Shared jest settings: swc for TypeScript/JSX, ESM-only dependencies transformed too. */
const path = require('node:path');

function preset(environment) {
  return {
    testEnvironment:
      environment === 'dom' ? path.join(__dirname, 'jest.environment.dom.cjs') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // pnpm keeps a package at .pnpm/<name>@<version>/node_modules/<name>: the names listed are
    // the ESM-only ones, which jest's CommonJS cannot load untransformed.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|@storybook/|storybook/|media-captions/))'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    setupFilesAfterEnv: environment === 'dom' ? [path.join(__dirname, 'jest.setup.dom.ts')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A cold run transforms dependencies and hashes demo passwords while turbo runs other tasks on
    // the same two cores; 5 s would fail slow machines, not broken behaviour.
    testTimeout: 30_000,
  };
}

/**
 * For suites that talk to a real campus server: one pool per run starts servers on fresh stores
 * on request (`@campus/server/testing`). The pool is the built server, so `build` runs first.
 * `packageDir` is the suite package's folder, which lists `@campus/server` as a dev dependency.
 */
function withCampusServers(config, packageDir) {
  return {
    ...config,
    globalSetup: require.resolve('@campus/server/testing/global-setup', { paths: [packageDir] }),
    globalTeardown: require.resolve('@campus/server/testing/global-teardown', {
      paths: [packageDir],
    }),
  };
}

module.exports = { preset, withCampusServers };
