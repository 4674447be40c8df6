import type { AppContext } from '../../app-context.js';
import { invalidPayload, unprocessableContent } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import type { OperationContext } from '../items/operation-context.js';
import { readItem } from '../items/read-items.js';
import { updateItems } from '../items/update-items.js';
import { extensionOutput, type ExtensionOutput } from './extension-output.js';

const EXTENSIONS = 'directus_extensions';

/**
 * `PATCH /extensions/:pk` with `{ meta: { enabled } }`, as the reference: the row is written with
 * the caller's permissions; a bundle's switch applies to all its entries; an entry's switch is
 * refused when its bundle is not partial, and otherwise the bundle is on while any entry is. The
 * extensions then reload here and on every other instance, so hooks, endpoints and operations
 * stop (or start) at once.
 */
export async function updateExtension(ctx: AppContext, op: OperationContext, key: string, body: unknown): Promise<ExtensionOutput> {
  // An unknown (or unreadable) key is FORBIDDEN whatever the body.
  const row = await readItem(op, EXTENSIONS, key);
  if (!isPlainObject(body) || !isPlainObject(body.meta)) throw invalidPayload('"meta" is required');
  const enabled = body.meta.enabled;
  if (typeof enabled !== 'boolean') throw invalidPayload('"meta.enabled" must be true or false');
  const bundleId = typeof row.bundle === 'string' ? row.bundle : null;
  if (bundleId) {
    const bundle = await ctx.db(EXTENSIONS).where('id', bundleId).first<{ source: string; folder: string } | undefined>();
    const schema = bundle ? ctx.extensions.schemaOf(bundle.source, bundle.folder) : null;
    if (schema?.partial === false) throw unprocessableContent('Unable to toggle status of an entry for a bundle marked as non partial');
  }
  await updateItems(op, EXTENSIONS, [key], { enabled });
  await ctx.db.transaction(async (trx) => {
    if (!bundleId && ctx.extensions.schemaOf(String(row.source), String(row.folder))?.type === 'bundle') {
      await trx(EXTENSIONS).where('bundle', key).update({ enabled });
    } else if (bundleId) {
      const anyEnabled = (await trx(EXTENSIONS).where({ bundle: bundleId, enabled: true }).first()) !== undefined;
      await trx(EXTENSIONS).where('id', bundleId).update({ enabled: anyEnabled });
    }
  });
  await ctx.extensions.changed();
  return extensionOutput(ctx, await readItem(op, EXTENSIONS, key));
}
