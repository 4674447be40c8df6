import type { Knex } from 'knex';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { isUuid } from '../../utils/is-uuid.js';
import { isWithinDates, toInstant } from './share-window.js';

export interface ShareInfo {
  id: string;
  collection: string | null;
  item: string | null;
  /** Concealed: `**********` when the share has one, else null. */
  password: string | null;
  max_uses: number | null;
  times_used: number;
  date_start: unknown;
  date_end: unknown;
}

const CONCEALED = '**********';

/**
 * `GET /shares/info/:id`: what the public share page shows before signing in. Only a share inside
 * its dates is described; any other id answers FORBIDDEN, so existence is never revealed.
 */
export async function readShareInfo(db: Knex, id: string): Promise<ShareInfo> {
  if (!isUuid(id)) throw forbiddenOrMissing();
  const row = (await db('directus_shares')
    .where('id', id)
    .first('id', 'collection', 'item', 'password', 'max_uses', 'times_used', 'date_start', 'date_end')) as
    (Omit<ShareInfo, 'max_uses' | 'times_used'> & { max_uses: unknown; times_used: unknown }) | undefined;
  if (!row || !isWithinDates(row, Date.now())) throw forbiddenOrMissing();
  return {
    id: row.id,
    collection: row.collection,
    item: row.item,
    password: row.password ? CONCEALED : null,
    max_uses: row.max_uses === null || row.max_uses === undefined ? null : Number(row.max_uses),
    times_used: Number(row.times_used ?? 0),
    date_start: toIso(row.date_start),
    date_end: toIso(row.date_end),
  };
}

function toIso(value: unknown): string | null {
  const instant = toInstant(value);
  return instant === null ? null : new Date(instant).toISOString();
}
