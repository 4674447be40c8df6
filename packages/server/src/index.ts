export { buildApp } from './app.js';
export { startServer } from './server.js';
export type { RunningServer, StartServerOptions } from './server.js';
export type { AppContext } from './app-context.js';
export { loadConfig, ConfigError } from './config/load-config.js';
export type { Config } from './config/load-config.js';
