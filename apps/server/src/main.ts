import { buildFront, buildServer } from './app';
import { loadConfig, packageRootOf } from './config';

const config = loadConfig(packageRootOf(import.meta.url));
const app = config.upstream ? await buildFront(config) : await buildServer(config);
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Campus is running at http://localhost:${port}`);
if (config.upstream) {
  console.log(
    `Front mode: /wp-json and /media are forwarded to ${config.upstream.url} (connection within ${config.upstream.connectTimeoutMs} ms, answer within ${config.upstream.timeoutMs} ms); no store is opened here.`,
  );
} else {
  console.log(
    config.devRoutes
      ? 'Development mode: CAMPUS_DEV_ROUTES=1 exposes the mail outbox and the app-status bump under /wp-json/campus-dev/v1. Never expose this to a network.'
      : 'Safe mode: development routes are off (set CAMPUS_DEV_ROUTES=1 to turn them on for local work and browser tests).',
  );
  console.log(
    `Rate limits: ${config.rateLimit.perIp} requests per IP and ${config.rateLimit.perAccount} per account per route every ${config.rateLimit.windowSeconds} s on sign-in, sign-up and recovery.`,
  );
}

// An orchestrator stops an instance with SIGTERM: it leaves the balancer first. Ctrl-C (SIGINT),
// or a second signal during the drain, closes at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    const drainMs = signal === 'SIGTERM' && !stopping ? config.drainMs : 0;
    stopping = true;
    void app.drain(drainMs).then(() => process.exit(0));
  });
}
