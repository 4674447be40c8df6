import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { toBoolean } from '../utils/to-boolean.js';
import type { ExtensionRow, FoundExtension } from './extension-types.js';

const TABLE = 'directus_extensions';

/** Every `directus_extensions` row, booleans as booleans. */
export async function readExtensionRows(db: Knex): Promise<ExtensionRow[]> {
  const rows = (await db(TABLE).select('id', 'enabled', 'folder', 'source', 'bundle')) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: String(row.id),
    enabled: toBoolean(row.enabled),
    folder: String(row.folder),
    source: String(row.source),
    bundle: row.bundle === null || row.bundle === undefined ? null : String(row.bundle),
  }));
}

/**
 * Gives every found extension its row, as the reference does: one per extension (found by source
 * and folder), and for a bundle one per entry whose `folder` is the entry's name and `bundle` the
 * bundle row's id; new rows are enabled. Entry rows of entries a bundle no longer has are removed.
 * Rows of extensions that are gone stay, as in the reference (the list shows them with no schema).
 */
export async function syncExtensionRows(db: Knex, found: readonly FoundExtension[]): Promise<ExtensionRow[]> {
  return db.transaction(async (trx) => {
    const rows = await readExtensionRows(trx);
    const added: ExtensionRow[] = [];
    const removed: string[] = [];
    const newRow = (folder: string, source: string, bundle: string | null): ExtensionRow => {
      const row = { id: randomUUID(), enabled: true, folder, source, bundle };
      added.push(row);
      return row;
    };
    for (const extension of found) {
      const own =
        rows.find((row) => row.bundle === null && row.source === extension.source && row.folder === extension.folder) ??
        newRow(extension.folder, extension.source, null);
      const entries = extension.schema?.entries;
      if (!entries) continue;
      const entryRows = rows.filter((row) => row.bundle === own.id);
      for (const row of entryRows) if (!entries.some((entry) => entry.name === row.folder)) removed.push(row.id);
      for (const entry of entries) if (!entryRows.some((row) => row.folder === entry.name)) newRow(entry.name, extension.source, own.id);
    }
    if (removed.length > 0) await trx(TABLE).whereIn('id', removed).delete();
    // Bundle rows first: an entry's `bundle` may reference them.
    for (const row of added) await trx(TABLE).insert(row);
    return [...rows.filter((row) => !removed.includes(row.id)), ...added];
  });
}
