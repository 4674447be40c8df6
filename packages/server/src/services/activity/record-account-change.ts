import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import type { CommittedWrites } from '../../events/committed-writes.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { SchemaOverview } from '../../schema/schema-overview.js';
import { readItemsByKeys } from '../items/read-items.js';
import { recordActivity } from './record-activity.js';

/** Who changes an account outside the item operations, for its record. */
export interface AccountTrail {
  schema: SchemaOverview;
  accountability: Accountability;
  writes: CommittedWrites;
}

/**
 * A change of a user's row the account routes make themselves (two-factor on or off), with its
 * activity row and revision in the same transaction, as the item writes record theirs; the
 * revision's values concealed as reads conceal them. Answers how many rows changed; nothing is
 * recorded when none did.
 */
export async function changeAccountRecorded(
  db: Knex,
  trail: AccountTrail | undefined,
  user: string,
  delta: Record<string, unknown>,
  change: (db: Knex) => Promise<number>,
): Promise<number> {
  const users = trail?.schema.collections.directus_users;
  if (!trail || !users) return change(db);
  return db.transaction(async (trx) => {
    const changed = await change(trx);
    if (changed === 0) return changed;
    const system = { db: trx, schema: trail.schema, accountability: null, writes: trail.writes };
    const [data] = await readItemsByKeys(system, 'directus_users', [user], { fields: ['*'] });
    const [shown] = await readItemsByKeys(system, 'directus_users', [user], { fields: Object.keys(delta) });
    await recordActivity({ db: trx, schema: trail.schema, dialect: dialectOf(trx) }, trail.accountability, users, 'update', [
      { key: user, data, delta: shown ?? delta },
    ]);
    return changed;
  });
}
