import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { assertStorageKey } from '../../storage/storage-driver.js';
import { resolveRequestAccess } from '../permissions/resolve-request-access.js';
import { readItem } from '../items/read-items.js';
import type { OperationContext } from '../items/operation-context.js';

/** What serving a file needs of its `directus_files` row. */
export interface AssetFile {
  id: string;
  storage: string;
  filenameDisk: string;
  filenameDownload: string;
  type: string | null;
  focalPointX: number | null;
  focalPointY: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILES = 'directus_files';

/**
 * The file row behind `/assets/:id`, when the caller may read it under their rules (public role,
 * app roles, shares), through the item read operation like `GET /files/:id`. Files the settings
 * show on the public sign-in page are readable by anyone, as in the reference. A malformed id, a
 * missing or hidden row, or one without stored content: FORBIDDEN, so existence is never revealed.
 */
export async function readAssetFile(
  ctx: AppContext,
  accountability: Accountability,
  id: string,
  publicFiles: ReadonlySet<string>,
): Promise<AssetFile> {
  if (!UUID.test(id)) throw forbiddenOrMissing();
  const schema = await ctx.schema.get();
  if (!publicFiles.has(id) && !accountability.admin) {
    const access = await resolveRequestAccess(ctx, accountability);
    const asCaller: OperationContext = { db: ctx.db, schema, accountability, config: ctx.config, writes: ctx.writes, permissions: access };
    if (!access.canReadAtRoot(FILES) && !(await isLinkedFromSharedItem(asCaller, accountability, id))) throw forbiddenOrMissing();
    // The reference wants `type` readable too: it decides how the file is served.
    const visible = await readItem(asCaller, FILES, id, { fields: ['id', 'type'] });
    if (!Object.hasOwn(visible, 'type')) throw forbiddenOrMissing();
  }
  // The storage columns are the server's to read, whatever fields the caller may see.
  const asServer: OperationContext = { db: ctx.db, schema, accountability: null, config: ctx.config, writes: ctx.writes };
  const row = await readItem(asServer, FILES, id, {
    fields: ['id', 'storage', 'filename_disk', 'filename_download', 'type', 'focal_point_x', 'focal_point_y'],
  });
  if (typeof row.storage !== 'string' || !isStorageKey(row.filename_disk) || !ctx.storage.has(row.storage)) throw forbiddenOrMissing();
  return {
    id: String(row.id),
    storage: row.storage,
    filenameDisk: row.filename_disk,
    filenameDownload: typeof row.filename_download === 'string' ? row.filename_download : row.filename_disk,
    type: typeof row.type === 'string' ? row.type : null,
    focalPointX: integerOrNull(row.focal_point_x),
    focalPointY: integerOrNull(row.focal_point_y),
  };
}

/**
 * A share reads its one item and what that item links to: a file is served to it when a
 * many-to-one field of the shared item (its cover image, say) names the file and the share may read
 * that field. The file row's own rule still applies after this.
 */
async function isLinkedFromSharedItem(asShare: OperationContext, accountability: Accountability, id: string): Promise<boolean> {
  const scope = accountability.shareScope;
  if (accountability.share === undefined || !scope) return false;
  const fields = asShare.schema.relations
    .filter((relation) => relation.collection === scope.collection && relation.related_collection === FILES)
    .map((relation) => relation.field);
  if (fields.length === 0) return false;
  try {
    const item = await readItem(asShare, scope.collection, scope.item, { fields });
    return fields.some((field) => Object.hasOwn(item, field) && String(item[field]).toLowerCase() === id.toLowerCase());
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') return false;
    throw error;
  }
}

/** A row written by hand may name anything; only a key Tessera could have made reaches the storage. */
function isStorageKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    assertStorageKey(value);
    return true;
  } catch {
    return false;
  }
}

function integerOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}
