import type { TestServer } from './start-test-server.js';

export interface OperationSpec {
  key: string;
  type: string;
  options?: Record<string, unknown>;
  /** Keys of the operations to follow (within the same flow). */
  resolve?: string;
  reject?: string;
}

export interface FlowSpec {
  name?: string;
  trigger: string;
  options?: Record<string, unknown>;
  accountability?: 'all' | 'activity' | null;
  status?: 'active' | 'inactive';
  /** The first one is where runs start. */
  operations: OperationSpec[];
}

export interface CreatedFlow {
  id: string;
  /** Operation ids by key. */
  operations: Map<string, string>;
}

/**
 * Creates a flow through the API as the admin, the way the app does: the flow, its operations
 * without links, then the links, then the first operation. Throws on any refusal.
 */
export async function createFlow(server: TestServer, spec: FlowSpec): Promise<CreatedFlow> {
  const { operations, ...fields } = spec;
  const flow = await must(
    server.asAdmin('/flows', {
      method: 'POST',
      json: { name: spec.name ?? 'Test flow', status: 'active', accountability: null, options: {}, ...fields },
    }),
  );
  const ids = new Map<string, string>();
  for (const [index, operation] of operations.entries()) {
    const created = await must(
      server.asAdmin('/operations', {
        method: 'POST',
        json: {
          key: operation.key,
          type: operation.type,
          options: operation.options ?? {},
          flow: flow.id,
          position_x: index,
          position_y: 0,
        },
      }),
    );
    ids.set(operation.key, String(created.id));
  }
  for (const operation of operations) {
    if (!operation.resolve && !operation.reject) continue;
    await must(
      server.asAdmin(`/operations/${ids.get(operation.key)}`, {
        method: 'PATCH',
        json: {
          resolve: operation.resolve ? ids.get(operation.resolve) : null,
          reject: operation.reject ? ids.get(operation.reject) : null,
        },
      }),
    );
  }
  if (operations[0])
    await must(server.asAdmin(`/flows/${String(flow.id)}`, { method: 'PATCH', json: { operation: ids.get(operations[0].key) } }));
  return { id: String(flow.id), operations: ids };
}

async function must(pending: Promise<Response>): Promise<Record<string, unknown>> {
  const response = await pending;
  const text = await response.text();
  if (response.status !== 200) throw new Error(`flow fixture: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}
