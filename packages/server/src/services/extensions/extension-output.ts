import type { AppContext } from '../../app-context.js';
import type { Item } from '../../query/apply-query.js';

/** One extension as `/extensions` answers it, in the reference's shape: `{ id, bundle, schema, meta }`. */
export interface ExtensionOutput {
  id: unknown;
  bundle: unknown;
  /** The manifest information, or null for a row whose extension is gone or whose manifest was refused. */
  schema: unknown;
  /** The `directus_extensions` row. */
  meta: Item;
}

export function extensionOutput(ctx: AppContext, meta: Item): ExtensionOutput {
  const schema = meta.bundle ? entrySchema(ctx, meta) : ctx.extensions.schemaOf(String(meta.source), String(meta.folder));
  return { id: meta.id, bundle: meta.bundle ?? null, schema, meta };
}

/** A bundle entry's schema: its name and type, from the bundle's manifest (as the reference lists entries). */
function entrySchema(ctx: AppContext, meta: Item): unknown {
  const loaded = ctx.extensions.list().find((extension) => extension.id === meta.id);
  if (!loaded) return null;
  return { type: loaded.type, name: loaded.name, local: loaded.source !== 'module' };
}
