import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import type { FlowRecord } from './flows/types.js';

type FlowMethods = Pick<
  AppClient,
  'triggerFlow' | 'createFlow' | 'updateFlow' | 'createOperation' | 'updateOperation' | 'deleteOperations'
>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const segment = encodeURIComponent;

/**
 * The flows feature's part of the SDK adapter. The SDK has no trigger command and its item
 * commands refuse system collections, so /flows and /operations are built here as its own commands are.
 */
export function sdkFlowMethods(request: Request): FlowMethods {
  return {
    triggerFlow: (id, body) => request<unknown>(() => ({ method: 'POST', path: `/flows/trigger/${segment(id)}`, body, params: {} })),
    createFlow: (flow) => request<FlowRecord>(() => ({ method: 'POST', path: '/flows', body: flow, params: {} })),
    async updateFlow(id, patch) {
      await request<unknown>(() => ({ method: 'PATCH', path: `/flows/${segment(id)}`, body: patch, params: { fields: 'id' } }));
    },
    async createOperation(operation) {
      await request<unknown>(() => ({ method: 'POST', path: '/operations', body: operation, params: { fields: 'id' } }));
    },
    async updateOperation(id, patch) {
      await request<unknown>(() => ({ method: 'PATCH', path: `/operations/${segment(id)}`, body: patch, params: { fields: 'id' } }));
    },
    async deleteOperations(ids) {
      await request<unknown>(() => ({ method: 'DELETE', path: '/operations', body: { keys: ids }, params: {} }));
    },
  };
}
