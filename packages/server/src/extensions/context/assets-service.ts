import type { Readable } from 'node:stream';
import type { ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { isAppError } from '../../errors/app-error.js';
import { requestedRange } from '../../services/assets/conditional-request.js';
import { resolveAsset } from '../../services/assets/resolve-asset.js';
import { TransformLimiter } from '../../services/assets/transform-limiter.js';
import { readItem } from '../../services/items/read-items.js';
import type { StoredObjectInfo } from '../../storage/storage-driver.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { actingAccountability, serviceOperation } from './service-access.js';

/** The reference's TransformationSet: a preset's `key` or parameters, and the format `format: auto` settles on. */
interface TransformationSet {
  transformationParams?: Record<string, unknown>;
  acceptFormat?: string;
}

/** Byte offsets, inclusive; only `end` asks for the last `end` bytes (as a `bytes=-n` header does). */
interface Range {
  start?: number;
  end?: number;
}

/**
 * The reference's AssetsService: `getAsset(id, transformation?, range?)` → `{ stream, file, stat }`,
 * what `GET /assets/:id` serves the same caller (the file row readable to them, or a public file;
 * transforms within the same limits and presets policy; 416 for a range past the end). `file` is
 * the row with the fields the caller may read.
 */
export function assetsServiceClass(ctx: AppContext) {
  const limiter = new TransformLimiter({
    maxConcurrent: ctx.config.ASSETS_TRANSFORM_MAX_CONCURRENT,
    maxPerCaller: ctx.config.ASSETS_TRANSFORM_MAX_CONCURRENT_PER_USER,
  });

  return class AssetsService {
    constructor(readonly options: ServiceOptions = {}) {}

    async getAsset(
      id: string,
      transformation?: TransformationSet,
      range?: Range,
    ): Promise<{ stream: Readable; file: Record<string, unknown>; stat: StoredObjectInfo }> {
      const accountability = actingAccountability(this.options);
      const asset = await resolveAsset(
        ctx,
        accountability,
        { id: String(id), query: transformQuery(transformation), accept: acceptOf(transformation) },
        limiter,
      );
      const bytes = range ? requestedRange(rangeHeader(range), asset.info.size) : null;
      const stream = await asset.driver.read(asset.key, bytes ?? undefined);
      return { stream, file: await fileRow(ctx, this.options, String(id), asset.type), stat: asset.info };
    }
  };
}

/** The parameters as `/assets` reads them from its query string (each once, as text). */
function transformQuery(transformation: TransformationSet | undefined): Record<string, unknown> {
  const query = Object.create(null) as Record<string, unknown>;
  const params = transformation?.transformationParams;
  if (!isPlainObject(params)) return query;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    query[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return query;
}

function acceptOf(transformation: TransformationSet | undefined): string {
  const format = transformation?.acceptFormat;
  return typeof format === 'string' && /^[a-z]+$/.test(format) ? `image/${format}` : '';
}

function rangeHeader(range: Range): string {
  const bound = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : '');
  return `bytes=${bound(range.start)}-${bound(range.end)}`;
}

/** The file's row as the caller may read it; a public file (sign-in page) the caller cannot read as a row shows its id and type. */
async function fileRow(ctx: AppContext, options: ServiceOptions, id: string, type: string | null): Promise<Record<string, unknown>> {
  try {
    const row = await readItem(await serviceOperation(ctx, options, 'directus_files', false), 'directus_files', id, { fields: ['*'] });
    // A transformed image is of the type it was turned into.
    return Object.hasOwn(row, 'type') ? { ...row, type } : row;
  } catch (error) {
    if (isAppError(error) && error.code === 'FORBIDDEN') return { id, type };
    throw error;
  }
}
