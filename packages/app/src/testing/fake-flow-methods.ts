import type { AppClient } from '../lib/app-client.js';
import type { FlowRecord } from '../lib/flows/types.js';
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
export function fakeFlowMethods(
  store: FakeFlowStore,
): Pick<AppClient, 'triggerFlow' | 'createFlow' | 'updateFlow' | 'createOperation' | 'updateOperation' | 'deleteOperations'> {
  return {
    async triggerFlow(id, body) {
      store.record('triggerFlow', [id, structuredClone(body)]);
      const flow = store.rowsOf('directus_flows').find((row) => row.id === id);
      if (!flow || flow.status !== 'active') store.fail(403, 'FORBIDDEN', "You don't have permission to access this.");
      return structuredClone(body);
    },
    async createFlow(flow) {
      store.record('createFlow', [structuredClone(flow)]);
      const row = { id: crypto.randomUUID(), operation: null, options: null, ...structuredClone(flow) };
      store.rowsOf('directus_flows').push(row);
      return row as unknown as FlowRecord;
    },
    async updateFlow(id, patch) {
      store.record('updateFlow', [id, structuredClone(patch)]);
      Object.assign(store.rowsOf('directus_flows').find((row) => row.id === id) ?? {}, structuredClone(patch));
    },
    async createOperation(operation) {
      store.record('createOperation', [structuredClone(operation)]);
      store.rowsOf('directus_operations').push(structuredClone(operation) as Item);
    },
    async updateOperation(id, patch) {
      store.record('updateOperation', [id, structuredClone(patch)]);
      Object.assign(store.rowsOf('directus_operations').find((row) => row.id === id) ?? {}, structuredClone(patch));
    },
    async deleteOperations(ids) {
      store.record('deleteOperations', [[...ids]]);
      const rows = store.rowsOf('directus_operations');
      for (const id of ids) {
        const index = rows.findIndex((row) => row.id === id);
        if (index >= 0) rows.splice(index, 1);
      }
    },
  };
}
