import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { signedInServerInfo } from './signed-in-server-info.js';

const config = (env: Record<string, string>) => loadConfig({ envFile: null, env: { SECRET: 'x'.repeat(40), KEY: 'k', ...env } });

describe('signedInServerInfo websocket', () => {
  it('is false while WEBSOCKETS_ENABLED is off', () => {
    expect(signedInServerInfo(config({})).websocket).toBe(false);
  });

  it('reports both endpoints with their auth mode and path, and the heartbeat period', () => {
    const info = signedInServerInfo(
      config({
        WEBSOCKETS_ENABLED: 'true',
        WEBSOCKETS_REST_AUTH: 'strict',
        WEBSOCKETS_REST_PATH: '/ws',
        WEBSOCKETS_GRAPHQL_AUTH: 'public',
        WEBSOCKETS_HEARTBEAT_PERIOD: '45',
      }),
    );
    expect(info.websocket).toEqual({
      rest: { authentication: 'strict', path: '/ws' },
      graphql: { authentication: 'public', path: '/graphql' },
      heartbeat: 45,
    });
  });

  it('reports a disabled endpoint and heartbeat as false', () => {
    const info = signedInServerInfo(
      config({
        WEBSOCKETS_ENABLED: 'true',
        WEBSOCKETS_REST_ENABLED: 'false',
        WEBSOCKETS_GRAPHQL_ENABLED: 'false',
        WEBSOCKETS_HEARTBEAT_ENABLED: 'false',
      }),
    );
    expect(info.websocket).toEqual({ rest: false, graphql: false, heartbeat: false });
  });
});
