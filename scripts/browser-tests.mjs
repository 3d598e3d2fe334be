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
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pnpm', ['turbo', 'run', 'build', '--filter=@campus/web', '--filter=@campus/server']);
run('pnpm', ['build-storybook']);
run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)]);
