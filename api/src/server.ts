import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { startEmailSender } from './services/emails/sender';

const config = loadConfig();
const startupLog = { info: (message: string) => console.log(`[api] ${message}`) };
const handle = await prepareDatabase(config, startupLog);
const app = await buildApp(config, handle);
const emailSender = startEmailSender(handle, config, app.log);

async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  await emailSender.stop();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
