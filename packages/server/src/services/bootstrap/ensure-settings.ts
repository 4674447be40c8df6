import type { Knex } from 'knex';

/** Inserts the settings singleton with the column defaults of spec section 3 when it is missing. */
export async function ensureSettings(db: Knex): Promise<boolean> {
  const existing = await db('directus_settings').first('id');
  if (existing) return false;
  await db('directus_settings').insert({});
  return true;
}
