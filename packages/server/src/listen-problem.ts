import type { Config } from './config/load-config.js';
import { ConfigError } from './config/load-config.js';

/**
 * Why the server could not listen, in one line naming the setting to change, for the address
 * problems an operator can fix (a taken or privileged PORT, a HOST this machine does not have);
 * any other error as it came. A first `npm start` next to another server on 8055 says so plainly.
 */
export function listenProblem(error: unknown, config: Pick<Config, 'HOST' | 'PORT'>): unknown {
  const where = `${config.HOST}:${config.PORT}`;
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return new ConfigError([
        `Invalid configuration: PORT ${config.PORT} is in use on ${config.HOST} by another program: stop it, or set PORT to a free port`,
      ]);
    case 'EACCES':
      return new ConfigError([
        `Invalid configuration: PORT ${config.PORT} on ${config.HOST} needs privileges this process lacks: set PORT to 1024 or above`,
      ]);
    case 'EADDRNOTAVAIL':
      return new ConfigError([
        `Invalid configuration: HOST ${config.HOST} is not an address of this machine (${where}): set HOST to one of its addresses, or 0.0.0.0`,
      ]);
    default:
      return error;
  }
}
