import { existsSync, readFileSync } from 'node:fs';
import { parse as parseDotenv } from 'dotenv';
import { ENV, type EnvName } from './env.js';

type EnvValue<N extends EnvName> = (typeof ENV)[N]['default'] | ReturnType<(typeof ENV)[N]['parse']>;

/** The typed, frozen configuration: one property per variable of `ENV`. */
export type Config = { readonly [N in EnvName]: EnvValue<N> };

/** Thrown when one or more variables are invalid; the message names every one of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /** Variables to read; defaults to `process.env`. */
  env?: Record<string, string | undefined>;
  /** A `.env` file to read below `env`; defaults to `./.env` when it exists. */
  envFile?: string | null;
}

export function loadConfig(options: LoadConfigOptions = {}): Config {
  const fromFile = readEnvFile(options.envFile === undefined ? '.env' : options.envFile);
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the process environment
  const source: Record<string, string | undefined> = { ...fromFile, ...(options.env ?? process.env) };
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(ENV)) {
    const raw = source[name];
    if (raw === undefined || raw === '') {
      config[name] = spec.default;
      continue;
    }
    try {
      config[name] = (spec.parse as (raw: string) => unknown)(raw);
    } catch (error) {
      problems.push(`Invalid configuration: ${name} ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config) as Config;
}

function readEnvFile(path: string | null): Record<string, string> {
  if (path === null || !existsSync(path)) return {};
  return parseDotenv(readFileSync(path));
}
