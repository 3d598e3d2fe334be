import { defineConfig } from '@playwright/test';
const launchOptions = { executablePath: '/usr/bin/chromium', chromiumSandbox: false, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--autoplay-policy=no-user-gesture-required'] };
export default defineConfig({
  testDir: '../../e2e',
  testMatch: /storybook\.spec\.ts/,
  workers: 2,
  reporter: 'line',
  use: { baseURL: 'http://localhost:6123', launchOptions },
  webServer: { command: 'node ../../scripts/serve-static.mjs storybook-static 6123', url: 'http://localhost:6123/index.json', reuseExistingServer: false },
});
