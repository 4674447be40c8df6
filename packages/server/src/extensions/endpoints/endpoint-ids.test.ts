import { describe, expect, it } from 'vitest';
import { endpointIdProblem } from './endpoint-ids.js';

const config = { WEBSOCKETS_REST_PATH: '/websocket', WEBSOCKETS_GRAPHQL_PATH: '/graphql' };

describe('endpointIdProblem', () => {
  it.each(['greetings', 'my-endpoint', 'v2.reports', 'a', 'custom_1', '@acme/directus-extension-tools'])('accepts %s', (id) => {
    expect(endpointIdProblem(id, config)).toBeNull();
  });

  it.each(['items', 'Users', 'AUTH', 'server', 'extensions', 'graphql', 'websocket', 'assets', 'admin'])(
    'refuses the core route %s',
    (id) => {
      expect(endpointIdProblem(id, config)).toMatch(/core route/);
    },
  );

  it.each([
    '__proto__',
    'constructor',
    'prototype',
    '../x',
    '..',
    '.',
    'a/b',
    '',
    ' x',
    'x ',
    '%2e%2e',
    'a?b',
    '-x',
    'x'.repeat(101),
    42,
    null,
  ])('refuses the malformed or hostile id %s', (id) => {
    expect(endpointIdProblem(id, config)).not.toBeNull();
  });

  it('refuses the configured websocket paths', () => {
    expect(endpointIdProblem('live', { ...config, WEBSOCKETS_REST_PATH: '/live' })).toMatch(/core route/);
  });
});
