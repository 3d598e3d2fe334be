// Builds what the browser tests need (the app, the server, the Storybook) and runs Playwright in
// Debian's Chromium. Extra arguments go to Playwright, e.g. `pnpm test:browser --project=desktop`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  CHROME_PATH: chrome,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const run = (command, args, extraEnv = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pnpm', ['turbo', 'run', 'build', '--filter=@campus/web', '--filter=@campus/server']);
run('pnpm', ['build-storybook']);
const args = process.argv.slice(2);
run('pnpm', ['exec', 'playwright', 'test', ...args]);
// Interaction latency is measured alone, after the rest (the suite's own run skips it): browsers
// side by side on two cores would slow each other's answers down (apps/web README, "Interaction
// latency").
if (args.length === 0) {
  run(
    'pnpm',
    ['exec', 'playwright', 'test', '--project=desktop', '--workers=1', 'e2e/interaction-latency'],
    { E2E_LATENCY: '1' },
  );
}
