import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index.js';
import { COMMAND_EXAMPLES } from '../examples/commands.js';
import { jsonResponse, recordingFetch } from './recording-fetch.js';
import { REFERENCE_COMMANDS } from './reference-commands.js';

type Area = keyof typeof COMMAND_EXAMPLES;
const examples = COMMAND_EXAMPLES as Record<Area, Record<string, () => sdk.RestCommand<unknown>>>;

// Composables and the path helper are shown in their own README sections, not as commands.
const NOT_COMMANDS = new Set(['getAuthEndpoint']);

describe('README command list (examples/commands.ts)', () => {
  it('is quoted verbatim in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../examples/commands.ts', import.meta.url), 'utf8');
    expect(readme).toContain('```ts\n' + example + '```');
  });

  it('has an example for every exported reference command, in its area', () => {
    const exported = sdk as Record<string, unknown>;
    const lacking = Object.entries(REFERENCE_COMMANDS)
      .filter(([area]) => area !== 'client')
      .flatMap(([area, names]) =>
        names
          .filter((name) => name in exported && !NOT_COMMANDS.has(name))
          .filter((name) => !Object.hasOwn(examples[area as Area] ?? {}, name))
          .map((name) => `${area}.${name}`),
      );
    expect(lacking).toEqual([]);
  });

  const rows = Object.entries(examples).flatMap(([area, entries]) =>
    Object.entries(entries).map(([name, make]) => [`${area}.${name}`, make] as const),
  );
  it.each(rows)('%s sends one request', async (_name, make) => {
    const { fetch, calls } = recordingFetch(() => jsonResponse({ data: {} }));
    const client = sdk.createClient('http://localhost:8055', { fetch }).with(sdk.rest()).with(sdk.staticToken('token'));
    await client.request(make());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toMatch(/^Bearer /);
  });
});
