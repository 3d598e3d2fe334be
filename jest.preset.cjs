/** Shared jest settings: swc for TypeScript/JSX, ESM-only dependencies transformed too. */
const path = require('node:path');

function preset(environment) {
  return {
    testEnvironment: environment === 'dom' ? path.join(__dirname, 'jest.environment.dom.cjs') : 'node',
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
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|@storybook/|storybook/))'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    setupFilesAfterEnv: environment === 'dom' ? [path.join(__dirname, 'jest.setup.dom.ts')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A cold run transforms dependencies and hashes demo passwords while turbo runs other tasks on
    // the same two cores; 5 s would fail slow machines, not broken behaviour.
    testTimeout: 30_000,
  };
}

module.exports = { preset };
