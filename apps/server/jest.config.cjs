const base = require('../../jest.preset.cjs').preset('node');

// Several server dependencies ship ESM only (jose 6, content-disposition 3 under @fastify/static),
// nested at .pnpm/<pkg>/node_modules/<pkg> where the shared ignore pattern skips them; jest runs
// CommonJS, so swc compiles every dependency here.
module.exports = { ...base, transformIgnorePatterns: [] };
