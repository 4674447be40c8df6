import type { OperationContext } from '../../src/flows/operation-types.js';
import type { Accountability } from '../../src/permissions/accountability.js';
import type { TestServer } from './start-test-server.js';

/**
 * The context the flow engine hands an operation, over a test server's real AppContext: a run
 * started by `accountability` (null: an event or schedule with no user) with `data` as its chain.
 */
export function flowOperationContext(
  server: TestServer,
  accountability: Accountability | null,
  data: Record<string, unknown> = {},
): OperationContext {
  const chain = Object.assign(Object.create(null) as Record<string, unknown>, data);
  return {
    ctx: server.server.ctx,
    data: chain,
    accountability,
    flow: { id: '00000000-0000-4000-8000-000000000000', name: 'operation test' },
    runFlow: () => Promise.reject(new Error('these tests start no other flow')),
  };
}

/** The accountability of a signed-in user of `role` (not an admin). */
export function userAccountability(user: string, role: string | null): Accountability {
  return { user, role, admin: false, app: true, ip: '127.0.0.1', userAgent: 'vitest', origin: null };
}
