import type { AppContext } from '../../app-context.js';
import type { OperationContext } from '../items/operation-context.js';
import { removeTusFileRow } from './tus-file-rows.js';
import type { TusStorage } from './tus-store.js';

/**
 * When an unfinished upload last moved: the last byte written to it, or its row's last change when
 * no byte came. TUS_UPLOAD_EXPIRATION counts from there, as the reference counts it ("no upload
 * activity"), not from creation as the tus stores do: a 2 GB upload over a slow link must not
 * expire while bytes are still arriving.
 */
export async function lastActivity(storage: TusStorage, tusId: string, modifiedOn: unknown): Promise<number> {
  const written = await storage.lastWrite(tusId);
  if (written !== null) return written;
  const modified = modifiedOn instanceof Date ? modifiedOn.getTime() : Date.parse(String(modifiedOn));
  return Number.isNaN(modified) ? 0 : modified;
}

export function isIdleTooLong(ctx: Pick<AppContext, 'config'>, lastActive: number, now = Date.now()): boolean {
  return now - lastActive > ctx.config.TUS_UPLOAD_EXPIRATION;
}

/** Removes an unfinished upload: its waiting bytes and its row. */
export async function expireUpload(system: OperationContext, storage: TusStorage, row: { id: string; tus_id: string }): Promise<void> {
  await storage.store.remove(row.tus_id).catch(() => undefined);
  await removeTusFileRow(system, row.id);
}

/** TUS_CLEANUP_SCHEDULE's work: every unfinished upload idle for longer than TUS_UPLOAD_EXPIRATION goes. */
export async function expireIdleUploads(ctx: AppContext, storage: TusStorage): Promise<number> {
  const rows = (await ctx.db('directus_files').whereNotNull('tus_id').select('id', 'tus_id', 'modified_on')) as Array<{
    id: string;
    tus_id: string;
    modified_on: unknown;
  }>;
  const system: OperationContext = {
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability: null,
    config: ctx.config,
    writes: ctx.writes,
  };
  let expired = 0;
  for (const row of rows) {
    if (!isIdleTooLong(ctx, await lastActivity(storage, row.tus_id, row.modified_on))) continue;
    await expireUpload(system, storage, row);
    expired++;
  }
  return expired;
}
