// The import rules of ../shared/STYLE.md, enforced: one table of zones (a file under `target` may
// not import from `from`, unless `except`), checked by import-x/no-restricted-paths on resolved
// paths (so `../../http/x.js` and type-only imports count). Dependency cycles are checked by
// check-import-cycles.js (also part of `npm run lint`).
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const SERVER = './packages/server/src';
const APP = './packages/app/src';
const FEATURES = `${APP}/features`;

/** Every zone, with the reason a developer sees when breaking it. */
export const IMPORT_ZONES = [
  {
    target: `${SERVER}/services`,
    from: `${SERVER}/http`,
    message: 'services never import http: a route calls a service, never the reverse.',
  },
  {
    target: [`${SERVER}/query`, `${SERVER}/permissions`, `${SERVER}/schema`, `${SERVER}/db`, `${SERVER}/utils`],
    from: [`${SERVER}/http`, `${SERVER}/services`],
    message: 'query, permissions, schema, db and utils never import services or http.',
  },
  {
    target: [`${SERVER}/schema`, `${SERVER}/db`],
    from: [`${SERVER}/query`, `${SERVER}/permissions`],
    message: 'schema and db sit below query and permissions.',
  },
  {
    target: [`${SERVER}/services`, `${SERVER}/query`, `${SERVER}/permissions`, `${SERVER}/schema`, `${SERVER}/db`, `${SERVER}/utils`],
    from: `${SERVER}/graphql`,
    message: 'graphql/ is an endpoint, like http/: it calls services, never the reverse.',
  },
  {
    target: `${SERVER}/webhooks`,
    from: [`${SERVER}/http`, `${SERVER}/services`],
    message: 'webhooks listen on the event bus: they never import services or http.',
  },
  {
    target: `${SERVER}/extensions`,
    from: `${SERVER}/http`,
    message:
      'extensions/ loads and registers extensions: it never imports http (endpoints mount through the Fastify instance handed to it).',
  },
  {
    target: [
      `${SERVER}/services`,
      `${SERVER}/query`,
      `${SERVER}/permissions`,
      `${SERVER}/schema`,
      `${SERVER}/db`,
      `${SERVER}/flows`,
      `${SERVER}/events`,
      `${SERVER}/webhooks`,
    ],
    from: `${SERVER}/extensions`,
    message: 'the extension loader registers into flows and the event bus: the layers below never import it.',
  },
  {
    target: `${SERVER}/utils`,
    from: SERVER,
    except: ['./utils'],
    message: 'utils/ is generic: it imports nothing from the rest of the server.',
  },
  { target: './packages/server/src', from: ['./packages/sdk', './packages/app'], message: 'the server never imports the SDK or the app.' },
  { target: './packages/sdk/src', from: ['./packages/server', './packages/app'], message: 'the SDK never imports the server or the app.' },
  {
    target: './packages/shared/src',
    from: ['./packages/server', './packages/sdk', './packages/app'],
    message: 'shared holds types and pure tables: it imports no other package.',
  },
  {
    target: './packages/extensions-sdk/src',
    from: ['./packages/server', './packages/sdk', './packages/app'],
    message: 'the extensions SDK is what extensions import: types and define helpers only, no other package.',
  },
  { target: APP, from: './packages/server', message: 'the app reaches the API only through the SDK.' },
  ...readdirSync(new URL('../packages/app/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${FEATURES}/${entry.name}`,
      from: FEATURES,
      except: [`./${entry.name}`],
      message: 'an app feature never imports another feature: move what both need to components/ or lib/.',
    })),
];

export const importBoundaries = [
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports of TypeScript files resolve to their sources.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['packages/*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: new URL('..', import.meta.url).pathname, zones: IMPORT_ZONES }],
    },
  },
  {
    // A test may set its scene up through any layer; the zones are about what ships.
    files: ['packages/*/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // One dialect object per database owns every quirk: code outside db/dialects asks it, never the brand.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/dialects/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(pg|postgres|mysql|mysql2|mariadb|sqlite3|better-sqlite3)$/]',
          message: 'Ask the dialect object (db/dialects) instead of comparing the database brand.',
        },
        {
          selector: 'SwitchCase > Literal[value=/^(pg|postgres|mysql|mysql2|mariadb|sqlite3|better-sqlite3)$/]',
          message: 'Ask the dialect object (db/dialects) instead of switching on the database brand.',
        },
      ],
    },
  },
  {
    // The app's requests go through the SDK client (lib/sdk-client.ts), which knows tokens, refresh and errors.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/app/src/testing/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the SDK client (lib/sdk-client.ts).' }] },
  },
];
