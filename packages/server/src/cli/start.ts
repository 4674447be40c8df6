import type { Config } from '../config/load-config.js';
import { startServer } from '../server.js';

export async function startCommand(config: Config): Promise<number> {
  const server = await startServer(config);
  server.ctx.logger.info(`Tessera is listening on ${server.url} (admin app at ${server.url}/admin)`);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      server.ctx.logger.info({ signal }, 'shutting down: finishing requests in flight');
      void server.close().then(resolve);
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  return 0;
}
