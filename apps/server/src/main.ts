import { buildServer } from './app';
import { loadConfig, packageRootOf } from './config';

const config = loadConfig(packageRootOf(import.meta.url));
const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Campus is running at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
