/**
 * The reference server the journeys run against, on its own port and store: the built server
 * with the development routes on, as Playwright's `webServer` starts it.
 */
export const journeyServer = (port: number, dataDir: string | undefined) => ({
  command: 'node apps/server/dist/main.js',
  url: `http://localhost:${port}/wp-json/wp/v2/appStatus`,
  env: {
    PORT: String(port),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    NODE_ENV: 'test',
    // Journeys read mails from the outbox and bump the app status through the dev routes.
    CAMPUS_DEV_ROUTES: '1',
    // Every journey signs in from 127.0.0.1, many times with the same demo accounts.
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    // Every answer the journeys provoke is checked against the contract (server README,
    // "The contract"): one the schema would change fails its call, and so its journey.
    CAMPUS_CHECK_ANSWERS: '1',
  },
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore' as const,
});
