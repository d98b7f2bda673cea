import { buildShellServer } from './app';
import { loadShellConfig } from './config';

const config = loadShellConfig();
const app = await buildShellServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: config.HOST, port: config.PORT });
