import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../test/recording-fetch.js';
import { createClient } from '../client.js';
import {
  authenticateShare,
  clearCache,
  createContentVersion,
  createContentVersions,
  deleteContentVersion,
  deleteContentVersions,
  deleteExtension,
  disableTwoFactor,
  generateHash,
  login,
  logout,
  readContentVersion,
  readContentVersions,
  readGraphqlSdl,
  readProviders,
  readShareInfo,
  refresh,
  schemaApply,
  schemaDiff,
  schemaSnapshot,
  triggerFlow,
  updateContentVersion,
  updateContentVersions,
  updateCollectionsBatch,
  updateContentVersionsBatch,
  updateDashboardsBatch,
  updateExtension,
  updateFields,
  updateFilesBatch,
  updateFlowsBatch,
  updateFoldersBatch,
  updateNotificationsBatch,
  updateOperationsBatch,
  updatePanelsBatch,
  updatePermissionsBatch,
  updatePresetsBatch,
  updateRolesBatch,
  updateSharesBatch,
  updateTranslationsBatch,
  updateUsersBatch,
  verifyHash,
} from '../index.js';
import type { RestCommand } from './command.js';
import { rest } from './rest.js';

interface Case {
  command: RestCommand<unknown>;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
}

const snapshot = { version: 1, directus: '10.13.0', vendor: 'sqlite', collections: [], fields: [], relations: [] };
const diff = { hash: 'abc', diff: { collections: [], fields: [], relations: [] } };

// Values typed as unknown: fourteen generic command types in one union are more than tsc represents.
const batchCases = Object.entries<readonly [unknown, string]>({
  updateDashboardsBatch: [updateDashboardsBatch, '/dashboards'],
  updateFilesBatch: [updateFilesBatch, '/files'],
  updateFlowsBatch: [updateFlowsBatch, '/flows'],
  updateFoldersBatch: [updateFoldersBatch, '/folders'],
  updateNotificationsBatch: [updateNotificationsBatch, '/notifications'],
  updateOperationsBatch: [updateOperationsBatch, '/operations'],
  updatePanelsBatch: [updatePanelsBatch, '/panels'],
  updatePermissionsBatch: [updatePermissionsBatch, '/permissions'],
  updatePresetsBatch: [updatePresetsBatch, '/presets'],
  updateRolesBatch: [updateRolesBatch, '/roles'],
  updateSharesBatch: [updateSharesBatch, '/shares'],
  updateTranslationsBatch: [updateTranslationsBatch, '/translations'],
  updateUsersBatch: [updateUsersBatch, '/users'],
  updateContentVersionsBatch: [updateContentVersionsBatch, '/versions'],
}).map(([name, [command, path]]): [string, Case] => [
  name,
  {
    command: (command as (items: unknown[], query: unknown) => RestCommand<unknown>)(
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      { fields: ['id'] },
    ),
    method: 'PATCH',
    path,
    query: 'fields=id',
    body: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
  },
]);

// One row per command this issue added: the exact method, path, decoded query and JSON body.
const CASES: Record<string, Case> = {
  login: { command: login('a@b.c', 'pw'), method: 'POST', path: '/auth/login', body: { email: 'a@b.c', password: 'pw' } },
  'login (provider, otp, mode)': {
    command: login('a@b.c', 'pw', { provider: 'ldap', otp: '123456', mode: 'cookie' }),
    method: 'POST',
    path: '/auth/login/ldap',
    body: { email: 'a@b.c', password: 'pw', otp: '123456', mode: 'cookie' },
  },
  'refresh (default cookie mode)': { command: refresh(), method: 'POST', path: '/auth/refresh', body: { mode: 'cookie' } },
  'refresh (json)': {
    command: refresh({ mode: 'json', refresh_token: 'rt' }),
    method: 'POST',
    path: '/auth/refresh',
    body: { mode: 'json', refresh_token: 'rt' },
  },
  'refresh (positional mode and token)': {
    command: refresh('json', 'rt'),
    method: 'POST',
    path: '/auth/refresh',
    body: { mode: 'json', refresh_token: 'rt' },
  },
  'logout (default cookie mode)': { command: logout(), method: 'POST', path: '/auth/logout', body: { mode: 'cookie' } },
  'logout (positional token and mode)': {
    command: logout('rt', 'json'),
    method: 'POST',
    path: '/auth/logout',
    body: { mode: 'json', refresh_token: 'rt' },
  },
  logout: {
    command: logout({ mode: 'json', refresh_token: 'rt' }),
    method: 'POST',
    path: '/auth/logout',
    body: { mode: 'json', refresh_token: 'rt' },
  },
  readProviders: { command: readProviders(), method: 'GET', path: '/auth' },
  'readProviders (sessionOnly)': { command: readProviders(true), method: 'GET', path: '/auth', query: 'sessionOnly=' },
  disableTwoFactor: { command: disableTwoFactor('123456'), method: 'POST', path: '/users/me/tfa/disable', body: { otp: '123456' } },
  authenticateShare: {
    command: authenticateShare('s1', 'pw'),
    method: 'POST',
    path: '/shares/auth',
    body: { share: 's1', password: 'pw' },
  },
  'authenticateShare (no password)': { command: authenticateShare('s1'), method: 'POST', path: '/shares/auth', body: { share: 's1' } },
  readShareInfo: { command: readShareInfo('s 1'), method: 'GET', path: '/shares/info/s%201' },
  clearCache: { command: clearCache(), method: 'POST', path: '/utils/cache/clear' },
  generateHash: { command: generateHash('x'), method: 'POST', path: '/utils/hash/generate', body: { string: 'x' } },
  verifyHash: { command: verifyHash('x', 'h'), method: 'POST', path: '/utils/hash/verify', body: { string: 'x', hash: 'h' } },
  schemaSnapshot: { command: schemaSnapshot(), method: 'GET', path: '/schema/snapshot' },
  schemaDiff: { command: schemaDiff(snapshot), method: 'POST', path: '/schema/diff', body: snapshot },
  'schemaDiff (force)': { command: schemaDiff(snapshot, true), method: 'POST', path: '/schema/diff', query: 'force=true', body: snapshot },
  schemaApply: { command: schemaApply(diff), method: 'POST', path: '/schema/apply', body: diff },
  'triggerFlow (GET)': { command: triggerFlow('GET', 'f1', { a: '1' }), method: 'GET', path: '/flows/trigger/f1', query: 'a=1' },
  'triggerFlow (POST)': { command: triggerFlow('POST', 'f1', { a: '1' }), method: 'POST', path: '/flows/trigger/f1', body: { a: '1' } },
  'triggerFlow (POST, no data)': { command: triggerFlow('POST', 'f1'), method: 'POST', path: '/flows/trigger/f1', body: {} },
  updateExtension: {
    command: updateExtension('my-bundle', 'my-ext', { meta: { enabled: false } }),
    method: 'PATCH',
    path: '/extensions/my-bundle/my-ext',
    body: { meta: { enabled: false } },
  },
  'updateExtension (no bundle)': {
    command: updateExtension(null, 'my-ext', { meta: { enabled: true } }),
    method: 'PATCH',
    path: '/extensions/my-ext',
    body: { meta: { enabled: true } },
  },
  deleteExtension: { command: deleteExtension('e1'), method: 'DELETE', path: '/extensions/e1' },
  readGraphqlSdl: { command: readGraphqlSdl(), method: 'GET', path: '/server/specs/graphql' },
  'readGraphqlSdl (system)': { command: readGraphqlSdl('system'), method: 'GET', path: '/server/specs/graphql/system' },
  'updateCollectionsBatch (with a query, as in the reference)': {
    command: updateCollectionsBatch([{ collection: 'articles', meta: { sort: 2 } }], { fields: ['collection'] }),
    method: 'PATCH',
    path: '/collections',
    query: 'fields=collection',
    body: [{ collection: 'articles', meta: { sort: 2 } }],
  },
  updateFields: {
    command: updateFields('articles', [{ field: 'title', meta: { sort: 2 } }], { fields: ['field'] }),
    method: 'PATCH',
    path: '/fields/articles',
    query: 'fields=field',
    body: [{ field: 'title', meta: { sort: 2 } }],
  },
  readContentVersions: {
    command: readContentVersions({ filter: { collection: { _eq: 'articles' } } }),
    method: 'GET',
    path: '/versions',
    query: 'filter={"collection":{"_eq":"articles"}}',
  },
  readContentVersion: { command: readContentVersion('v1', { fields: ['key'] }), method: 'GET', path: '/versions/v1', query: 'fields=key' },
  createContentVersion: {
    command: createContentVersion({ key: 'draft', collection: 'articles', item: '1' }),
    method: 'POST',
    path: '/versions',
    body: { key: 'draft', collection: 'articles', item: '1' },
  },
  createContentVersions: {
    command: createContentVersions([{ key: 'a' }, { key: 'b' }]),
    method: 'POST',
    path: '/versions',
    body: [{ key: 'a' }, { key: 'b' }],
  },
  updateContentVersion: { command: updateContentVersion('v1', { name: 'N' }), method: 'PATCH', path: '/versions/v1', body: { name: 'N' } },
  updateContentVersions: {
    command: updateContentVersions(['v1', 'v2'], { name: 'N' }),
    method: 'PATCH',
    path: '/versions',
    body: { keys: ['v1', 'v2'], data: { name: 'N' } },
  },
  deleteContentVersion: { command: deleteContentVersion('v1'), method: 'DELETE', path: '/versions/v1' },
  deleteContentVersions: { command: deleteContentVersions(['v1']), method: 'DELETE', path: '/versions', body: { keys: ['v1'] } },
  ...Object.fromEntries(batchCases),
};

describe('the commands added for parity send exactly the reference request', () => {
  it.each(Object.entries(CASES))('%s', async (_name, expected) => {
    const { fetch, calls } = recordingFetch();
    const client = createClient('http://localhost:8055', { fetch }).with(rest());
    await client.request(expected.command);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect({ method: call?.method, path: call?.path, query: call?.query, body: call?.body }).toEqual({
      method: expected.method,
      path: expected.path,
      query: expected.query ?? '',
      body: expected.body,
    });
    expect(call?.headers['content-type']).toBe(expected.body === undefined ? undefined : 'application/json');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['login without an email', () => login('', 'pw')],
    ['a batch update without items', () => updateRolesBatch([])],
    ['updateExtension with an empty bundle', () => updateExtension('', 'x', {})],
    ['deleteExtension without an id', () => deleteExtension('')],
    ['triggerFlow without an id', () => triggerFlow('POST', '')],
    ['readShareInfo without an id', () => readShareInfo('')],
    ['disableTwoFactor without a code', () => disableTwoFactor('')],
  ])('refuses %s before sending anything', (_name, make) => {
    expect(() => make()()).toThrow(/cannot be (empty|an empty string)/);
  });
});
