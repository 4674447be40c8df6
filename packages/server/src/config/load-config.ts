import { existsSync, readFileSync } from 'node:fs';
import { parse as parseDotenv } from 'dotenv';
import { ENV, type EnvName } from './env.js';
import { parseList } from './parsers.js';

type Parsed<N extends EnvName> = ReturnType<(typeof ENV)[N]['parse']>;
type EnvValue<N extends EnvName> = (typeof ENV)[N] extends { prefixed: true }
  ? ReadonlyMap<string, Parsed<N>>
  : (typeof ENV)[N] extends { startsWith: string } | { allowedBy: string }
    ? ReadonlyMap<string, string>
    : (typeof ENV)[N]['default'] | Parsed<N>;

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
    if ('startsWith' in spec) {
      config[name] = readStartingWith(source, spec.startsWith);
      continue;
    }
    if ('allowedBy' in spec) {
      config[name] = readAllowed(source, spec.allowedBy);
      continue;
    }
    if ('prefixed' in spec) {
      config[name] = readPrefixed(source, name, spec.parse as (raw: string) => unknown, problems);
      continue;
    }
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
  // argon2 refuses less than 8 KiB of memory per lane: said at start, not at the first sign-in.
  const [memory, lanes] = [config.HASH_MEMORY_COST as number, config.HASH_PARALLELISM as number];
  if (memory < 8 * lanes)
    problems.push(`Invalid configuration: HASH_MEMORY_COST must be at least 8 × HASH_PARALLELISM (${8 * lanes}), got ${memory}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config) as Config;
}

/** Every `NAME__KEY` variable as KEY → parsed value, as the reference nests its helmet options. */
function readPrefixed(
  source: Record<string, string | undefined>,
  name: string,
  parse: (raw: string) => unknown,
  problems: string[],
): ReadonlyMap<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [variable, raw] of Object.entries(source)) {
    if (!variable.startsWith(`${name}__`) || raw === undefined) continue;
    const key = variable.slice(name.length + 2);
    try {
      if (!/^[A-Z][A-Z0-9_]*$/.test(key)) throw new Error('must end in a name of capital letters, digits and underscores');
      values.set(key, parse(raw));
    } catch (error) {
      problems.push(`Invalid configuration: ${variable} ${(error as Error).message}`);
    }
  }
  return values;
}

/** Every variable whose name starts with `start`, as the rest of its name → raw text (checked by whoever reads it). */
function readStartingWith(source: Record<string, string | undefined>, start: string): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const [variable, raw] of Object.entries(source))
    if (variable.startsWith(start) && raw !== undefined && raw !== '') values.set(variable.slice(start.length), raw);
  return values;
}

/** The variables the list variable `listName` names (comma-separated), as name → raw text; unset ones are left out. */
function readAllowed(source: Record<string, string | undefined>, listName: string): ReadonlyMap<string, string> {
  const values = new Map<string, string>();
  for (const variable of parseList(source[listName] ?? '')) {
    const raw = Object.prototype.hasOwnProperty.call(source, variable) ? source[variable] : undefined;
    if (raw !== undefined) values.set(variable, raw);
  }
  return values;
}

function readEnvFile(path: string | null): Record<string, string> {
  if (path === null || !existsSync(path)) return {};
  return parseDotenv(readFileSync(path));
}
