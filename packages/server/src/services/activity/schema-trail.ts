import type { CommittedWrites } from '../../events/committed-writes.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { MetadataTrail, MetadataWrite, RecordedTrail, SchemaChange } from '../../schema/run-schema-change.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItemsByKeys } from '../items/read-items.js';
import { recordActivity, type ActivityAction, type ActivityEntry } from './record-activity.js';

const NOTHING: RecordedTrail = { activity: [], revisions: [] };

/**
 * The record of a data model change made by `accountability`: each metadata row it creates,
 * updates or deletes (a collection's, a field's, a relation's, and the rows a removal takes along)
 * gets an activity row, and a revision holding the row as it now reads (`data`) and the fields the
 * write set (`delta`), as the collection's accountability asks and as the item writes record theirs.
 * In the change's own transaction, so the record exists exactly when the change does.
 */
export function schemaTrail(writes: CommittedWrites, accountability: Accountability | null): MetadataTrail {
  return {
    async record(change, table, action, rows) {
      const collection = change.schema.collections[table];
      if (!collection?.hasTable || !collection.accountability) return NOTHING;
      const target = { db: change.db, schema: change.schema, dialect: change.dialect, collection };
      const entries = await entriesOf(change, writes, table, action, collection.accountability === 'all' ? rows : []);
      const recorded = await recordActivity(
        target,
        accountability,
        collection,
        action,
        rows.map((row) => entries.get(String(row.key)) ?? { key: row.key }),
      );
      return recorded;
    },
  };
}

/** Each written row's revision content, read back as the system reads it (JSON parsed, secrets concealed). */
async function entriesOf(
  change: SchemaChange,
  writes: CommittedWrites,
  table: string,
  action: ActivityAction,
  rows: readonly MetadataWrite[],
): Promise<Map<string, ActivityEntry>> {
  const entries = new Map<string, ActivityEntry>();
  if (action === 'delete' || rows.length === 0) return entries;
  const system: OperationContext = { db: change.db, schema: change.schema, accountability: null, writes };
  const primary = change.schema.collections[table]!.primary;
  const read = await readItemsByKeys(
    system,
    table,
    rows.map((row) => row.key),
    { fields: ['*'] },
  );
  const byKey = new Map(read.map((item) => [String(item[primary]), item]));
  for (const row of rows) {
    const data = byKey.get(String(row.key));
    if (!data) continue;
    const delta = row.changed
      ? Object.fromEntries(row.changed.filter((field) => field in data).map((field) => [field, data[field]]))
      : data;
    entries.set(String(row.key), { key: row.key, data, delta });
  }
  return entries;
}
