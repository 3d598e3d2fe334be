import { test as base } from '@playwright/test';
import { startEngine, type Driver, type Engine, type EngineName } from './driver';

export { expect } from '@playwright/test';

/**
 * Journeys in Firefox and WebKit: the engine is started once per worker, and each test gets a
 * driver with storage of its own, at the project's window size. A failing test keeps a screenshot.
 */
export const test = base.extend<
  { driver: Driver },
  { engineName: EngineName; serviceWorkerOn: boolean; engine: Engine }
>({
  engineName: ['firefox', { scope: 'worker', option: true }],
  // A file about the app's service worker lets it run: `test.use({ serviceWorkerOn: true })`.
  serviceWorkerOn: [false, { scope: 'worker', option: true }],
  engine: [
    async ({ engineName, serviceWorkerOn }, use, workerInfo) => {
      const engine = await startEngine(engineName, workerInfo.project.use.baseURL!, {
        serviceWorkers: serviceWorkerOn,
      });
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: async ({ engine, viewport }, use, testInfo) => {
    const driver = await engine.newDriver(viewport ?? { width: 1280, height: 800 });
    await use(driver);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('screenshot', {
        body: await driver.screenshot().catch(() => Buffer.from('')),
        contentType: 'image/png',
      });
    await driver.close();
  },
});
