import type { AppClient } from '../lib/app-client.js';
import type { Item } from '../lib/schema/types.js';

/** What the fake's flow methods need from the fake client. */
export interface FakeFlowStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  fail(status: number, code: string, message: string): never;
}

/**
 * `triggerFlow` over `items.directus_flows`: an unknown or inactive flow answers 403 as the API
 * does; a manual flow answers what it was sent (the fake runs no operations), so a test can assert
 * the exact body in `calls`.
 */
export function fakeFlowMethods(store: FakeFlowStore): Pick<AppClient, 'triggerFlow'> {
  return {
    async triggerFlow(id, body) {
      store.record('triggerFlow', [id, structuredClone(body)]);
      const flow = store.rowsOf('directus_flows').find((row) => row.id === id);
      if (!flow || flow.status !== 'active') store.fail(403, 'FORBIDDEN', "You don't have permission to access this.");
      return structuredClone(body);
    },
  };
}
