const base = require('../../jest.preset.cjs').preset('node');

// Several server dependencies ship ESM only (jose 6, content-disposition 3 under @fastify/static),
// nested at .pnpm/<pkg>/node_modules/<pkg> where the shared ignore pattern skips them; jest runs
// CommonJS, so swc compiles every dependency here.
// The server imports the web build's renderer with its file's time in the query, so a new build is
// loaded afresh; jest resolves modules itself and would look for a file named with that query.
module.exports = {
  ...base,
  transformIgnorePatterns: [],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^(file://.+\\.js)\\?build=[\\d.]+$': '$1',
  },
};
