import type { Config } from '../config/load-config.js';
import { startServer } from '../server.js';

export async function startCommand(config: Config): Promise<number> {
  const server = await startServer(config);
  server.ctx.logger.info(`Tessera is listening on ${server.url} (admin app at ${server.url}/admin)`);
  await new Promise<void>((resolve) => {
    // SIGTERM (an orchestrator) drains: health turns 503 at once, requests are served for
    // SERVER_SHUTDOWN_DELAY, then the server closes. SIGINT (Ctrl-C at a terminal) closes at once.
    const stop = (signal: string, delayMs: number) => {
      server.ctx.logger.info({ signal, delayMs }, 'shutting down: health reports the shutdown, requests in flight are finished');
      void server.drain(delayMs).then(resolve);
    };
    process.once('SIGTERM', () => stop('SIGTERM', config.SERVER_SHUTDOWN_DELAY));
    process.once('SIGINT', () => stop('SIGINT', 0));
  });
  return 0;
}
