// Runs the journeys of e2e/engines/ in Firefox ESR and WebKitGTK (README, "Browsers"), after
// building the app and the server. Extra arguments go to Playwright, e.g.
// `pnpm test:engines --project=firefox-desktop`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const needed = [
  [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'firefox-esr'],
  [process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/bin/Xvfb', 'xvfb'],
];
const missing = needed.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
if (missing.length > 0) {
  console.error(
    `Missing: ${missing.join(', ')}. Install Debian's packages: apt-get install -y firefox-esr ` +
      'webkit2gtk-driver xvfb gstreamer1.0-libav gstreamer1.0-plugins-good',
  );
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pnpm', ['turbo', 'run', 'build', '--filter=@campus/web', '--filter=@campus/server']);
run('pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'playwright.engines.config.ts',
  ...process.argv.slice(2),
]);
