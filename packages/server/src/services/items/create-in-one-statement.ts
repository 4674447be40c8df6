import { rethrowDbError } from '../../db/db-errors.js';
import { id, join, param, raw, sql, type Fragment } from '../../db/sql/fragment.js';
import { cachedPlan } from '../../query/plan-cache.js';
import { bindStatement, compileStatement } from '../../query/sql/compile-statement.js';
import { runAlone } from '../../query/sql/run-statement.js';
import { Slot } from '../../query/sql/slots.js';
import { TransactionConnection } from '../../query/sql/transaction-connection.js';
import type { Accountability } from '../../permissions/accountability.js';
import { activityRow } from '../activity/record-activity.js';
import { asJson } from '../revisions/record-revisions.js';
import type { PrimaryKey } from './primary-key.js';
import { toKey, type DbRow, type WriteTarget } from './write-rows.js';

// Names of the statement's own WITH parts: a WITH name shadows a table only in the parts after it,
// and the only tables named after them are Tessera's own activity and revisions tables.
const NEW_ITEM = 'tessera_new_item';
const NEW_ACTIVITY = 'tessera_new_activity';
const NEW_REVISION = 'tessera_new_revision';

export interface CreatedAlone {
  key: PrimaryKey;
  /** The new revision; null when the collection keeps none. */
  revision: PrimaryKey | null;
}

/**
 * Whether a create may run as one statement on its own: the database chains INSERTs in one
 * statement, the transaction is the create's own and nothing ran in it yet (no nested write), and
 * the tables its activity and revision need exist.
 */
export function canCreateAlone(target: WriteTarget, own: boolean): target is WriteTarget & { connection: TransactionConnection } {
  const { dialect, connection, schema, collection } = target;
  if (!own || !dialect.writesInCtes || !(connection instanceof TransactionConnection) || connection.state !== 'idle') return false;
  if (collection.accountability && !schema.collections.directus_activity) return false;
  return collection.accountability !== 'all' || schema.collections.directus_revisions !== undefined;
}

/**
 * One new item with its activity row and revision (as the collection's accountability asks) in a
 * single INSERT … WITH statement, atomic by itself: no BEGIN and COMMIT around it, one round trip
 * where a transaction of three INSERTs takes five.
 */
export async function createAlone(
  target: WriteTarget & { connection: TransactionConnection },
  row: DbRow,
  accountability: Accountability | null,
  revision: { data: unknown; delta: unknown } | null,
): Promise<CreatedAlone> {
  const { collection, dialect, schema } = target;
  const columns = Object.keys(row);
  const keeps = collection.accountability === 'all' ? 'revision' : collection.accountability ? 'activity' : 'nothing';
  const statement = cachedPlan(schema, `insert-alone|${collection.collection}|${columns.join(',')}|${keeps}`, () => {
    let slot = 0;
    const next = () => param(new Slot(slot++));
    const values = (count: number) =>
      join(
        Array.from({ length: count }, () => sql`${next()}`),
        ', ',
      );
    const names = (list: readonly string[]) =>
      join(
        list.map((name) => sql`${id(name)}`),
        ', ',
      );
    const insertItem =
      columns.length === 0
        ? sql`INSERT INTO ${id(collection.collection)} ${raw(dialect.defaultValuesInsert)}`
        : sql`INSERT INTO ${id(collection.collection)} (${names(columns)}) VALUES (${values(columns.length)})`;
    const parts: Fragment[] = [sql`${id(NEW_ITEM)} AS (${insertItem} RETURNING ${id(collection.primary)})`];
    const keyText = sql`(SELECT ${dialect.castText(sql`${id(collection.primary)}`)} FROM ${id(NEW_ITEM)})`;
    const answers: Fragment[] = [sql`(SELECT ${id(collection.primary)} FROM ${id(NEW_ITEM)}) AS ${id('key')}`];
    if (keeps !== 'nothing') {
      const activityColumns = ['action', 'user', 'ip', 'user_agent', 'origin', 'collection'];
      parts.push(
        sql`${id(NEW_ACTIVITY)} AS (INSERT INTO ${id('directus_activity')} (${names([...activityColumns, 'item'])}) VALUES (${values(activityColumns.length)}, ${keyText}) RETURNING ${id('id')})`,
      );
    }
    if (keeps === 'revision') {
      parts.push(
        sql`${id(NEW_REVISION)} AS (INSERT INTO ${id('directus_revisions')} (${names(['activity', 'collection', 'item', 'data', 'delta'])}) VALUES ((SELECT ${id('id')} FROM ${id(NEW_ACTIVITY)}), ${next()}, ${keyText}, ${next()}, ${next()}) RETURNING ${id('id')})`,
      );
      answers.push(sql`(SELECT ${id('id')} FROM ${id(NEW_REVISION)}) AS ${id('revision')}`);
    }
    return compileStatement(target.db, sql`WITH ${join(parts, ', ')} SELECT ${join(answers, ', ')}`);
  });
  const values: unknown[] = columns.map((column) => row[column]);
  if (keeps !== 'nothing') {
    const activity = activityRow(accountability, collection, 'create');
    values.push(activity.action, activity.user, activity.ip, activity.user_agent, activity.origin, activity.collection);
  }
  if (keeps === 'revision') values.push(collection.collection, asJson(revision?.data), asJson(revision?.delta));
  try {
    const result = await runAlone(target, dialect, statement.sql, bindStatement(statement, values));
    const answer = result.rows[0] ?? {};
    const keyType = collection.fields[collection.primary]!.type;
    return { key: toKey(answer.key, keyType), revision: keeps === 'revision' ? toKey(answer.revision, 'integer') : null };
  } catch (error) {
    rethrowDbError(dialect, error, { collection: collection.collection, primaryKey: collection.primary });
  }
}
