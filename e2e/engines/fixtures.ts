import { test as base } from '@playwright/test';
import { serverBehindDoor, type ServerBehindDoor } from './door';
import { startEngine, type Driver, type Engine, type EngineName } from './driver';

export { expect } from '@playwright/test';

/**
 * Where a journey asks the app's server itself: the project's server, or the worker's own, around
 * its door (a journey's own calls go through whatever the door does to the page's).
 */
let ownServer: string | undefined;
export const appOrigin = () => ownServer ?? test.info().project.use.baseURL!;

/**
 * Journeys in Firefox and WebKit: the engine is started once per worker, and each test gets a
 * driver with storage of its own, at the project's window size. A failing test keeps a screenshot.
 */
export const test = base.extend<
  { driver: Driver },
  {
    engineName: EngineName;
    serviceWorkerOn: boolean;
    behindDoor: boolean;
    reach: ServerBehindDoor | undefined;
    engine: Engine;
  }
>({
  engineName: ['firefox', { scope: 'worker', option: true }],
  // A file about the app's service worker lets it run: `test.use({ serviceWorkerOn: true })`.
  serviceWorkerOn: [false, { scope: 'worker', option: true }],
  // A file whose journeys put the server out of reach gets one of its own, behind a door
  // (`test.use({ behindDoor: true })`, then the `reach` fixture): shutting the door must not cut
  // the other journeys off.
  behindDoor: [false, { scope: 'worker', option: true }],
  reach: [
    async ({ behindDoor }, use) => {
      if (!behindDoor) return use(undefined);
      const reach = await serverBehindDoor();
      ownServer = reach.origin;
      await use(reach);
      ownServer = undefined;
      await reach.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  engine: [
    async ({ engineName, serviceWorkerOn, reach }, use, workerInfo) => {
      const engine = await startEngine(
        engineName,
        reach?.door.origin ?? workerInfo.project.use.baseURL!,
        { serviceWorkers: serviceWorkerOn },
      );
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
