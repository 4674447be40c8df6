import type { Access } from '../../permissions/access.js';
import type { OperationContext } from '../items/operation-context.js';
import type { PrimaryKey } from '../items/primary-key.js';
import { inTransaction } from '../items/transaction.js';
import { updateItems } from '../items/update-items.js';
import { createWithCreator } from '../system-items/create-with-creator.js';
import { checkFlowGraphs } from './check-flow-graphs.js';

type Touched = (keys: readonly PrimaryKey[]) => { flows?: readonly PrimaryKey[]; operations?: readonly PrimaryKey[] };

const touchedBy = (collection: 'directus_flows' | 'directus_operations'): Touched =>
  collection === 'directus_flows' ? (keys) => ({ flows: keys }) : (keys) => ({ operations: keys });

/** Creates flows or operations (creator stamped) and refuses the write when a graph it touched is broken (see checkFlowGraphs). */
export function createCheckingGraphs(collection: 'directus_flows' | 'directus_operations') {
  const create = createWithCreator(collection);
  return (op: OperationContext, access: Access, payloads: unknown[]): Promise<PrimaryKey[]> =>
    inTransaction(op, async (tx) => {
      const keys = await create(tx, access, payloads);
      await checkFlowGraphs(tx, touchedBy(collection)(keys));
      return keys;
    });
}

/** Applies flow or operation changes, then refuses them when a graph they touched is broken. */
export function updateCheckingGraphs(collection: 'directus_flows' | 'directus_operations') {
  return (
    op: OperationContext,
    changes: ReadonlyArray<{ keys: unknown[]; data: unknown }>,
    options: { single?: boolean },
  ): Promise<PrimaryKey[]> =>
    inTransaction(op, async (tx) => {
      const keys: PrimaryKey[] = [];
      for (const change of changes) keys.push(...(await updateItems(tx, collection, change.keys, change.data, options)));
      await checkFlowGraphs(tx, touchedBy(collection)(keys));
      return keys;
    });
}
