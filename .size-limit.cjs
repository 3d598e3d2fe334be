// Size budgets (min + gzip). `pnpm size` builds and prints them; CI fails when one is exceeded.
const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-router-dom'];

module.exports = [
  { name: '@campus/api-client', path: 'packages/api-client/dist/index.js', limit: '6 KB' },
  { name: '@campus/ui (without peers and yup)', path: 'packages/ui/dist/index.js', ignore: [...peers, 'yup'], limit: '17 KB' },
  { name: '@campus/player (without video.js)', path: 'packages/player/dist/index.js', ignore: [...peers, 'video.js'], limit: '6 KB' },
  { name: '@campus/auth (without peers)', path: 'packages/auth/dist/index.js', ignore: [...peers, '@campus/api-client'], limit: '5 KB' },
  { name: '@campus/web initial JS', path: 'apps/web/dist/assets/app-*.js', limit: '150 KB' },
];
