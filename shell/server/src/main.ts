import { buildShellServer } from './app';
import { loadShellConfig, type ShellConfig } from './config';

let config: ShellConfig;
try {
  config = loadShellConfig();
} catch (error) {
  // A configuration the server cannot run with: said once, and no server.
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildShellServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: config.HOST, port: config.PORT });
