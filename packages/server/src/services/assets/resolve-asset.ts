import { extname } from 'node:path';
import type { AppContext } from '../../app-context.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import type { StorageDriver, StoredObjectInfo } from '../../storage/storage-driver.js';
import { readAssetSettings } from './asset-settings.js';
import { readAssetFile } from './read-asset-file.js';
import { readImageHeader } from './read-image-header.js';
import { renderDerivative } from './render-derivative.js';
import { resolveTransform } from './resolve-transform.js';
import { parseTransformQuery } from './transform-params.js';
import type { TransformLimiter } from './transform-limiter.js';
import { contentTypeOf, derivedKey, extensionOf, planTransform, transformableFormat } from './transform-plan.js';

/** The stored object one `/assets` request is answered with: the original, or a derived image. */
export interface ResolvedAsset {
  driver: StorageDriver;
  key: string;
  info: StoredObjectInfo;
  type: string | null;
  downloadName: string;
  /** `format=auto` chose by the Accept header: caches must keep one copy per Accept. */
  variesByAccept: boolean;
}

export interface AssetRequest {
  id: string;
  query: Readonly<Record<string, unknown>>;
  accept: string;
}

/**
 * Finds (or first computes) what `/assets/:id` serves: the caller must be able to read the file
 * row; transforms follow `storage_asset_transform`; a derived image is looked up by the hash of
 * its plan before anything is computed, and computed once however many requests want it.
 */
export async function resolveAsset(
  ctx: AppContext,
  accountability: Accountability,
  request: AssetRequest,
  limiter: TransformLimiter,
): Promise<ResolvedAsset> {
  const { config } = ctx;
  const limits = { maxOperations: config.ASSETS_TRANSFORM_MAX_OPERATIONS, maxDimension: config.ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION };
  const settings = await readAssetSettings(ctx.db);
  const file = await readAssetFile(ctx, accountability, request.id, settings.publicFiles);
  const driver = ctx.storage.driver(file.storage);
  const sourceInfo = await driver.stat(file.filenameDisk);
  if (!sourceInfo) throw forbiddenOrMissing();
  const params = resolveTransform(parseTransformQuery(request.query, limits), settings, limits);
  const original: ResolvedAsset = {
    driver,
    key: file.filenameDisk,
    info: sourceInfo,
    type: file.type,
    downloadName: file.filenameDownload,
    variesByAccept: false,
  };
  // Files sharp does not transform here (documents, video, GIF, SVG) are served as they are, as in the reference.
  const format = transformableFormat(file.type);
  if (!params || !format) return original;

  const plan = planTransform(params, { ...file, format }, request.accept);
  const key = derivedKey(file.id, plan);
  let info = await driver.stat(key);
  if (!info) {
    await limiter.once(`${file.storage}\n${key}`, transformCaller(accountability), async () => {
      if (await driver.stat(key)) return;
      const size = await readImageHeader(driver, file.filenameDisk, sourceInfo.size, limits.maxDimension);
      await renderDerivative(driver, file.filenameDisk, size, plan, key, {
        maxDimension: limits.maxDimension,
        timeoutMs: config.ASSETS_TRANSFORM_TIMEOUT,
      });
    });
    info = await driver.stat(key);
    if (!info) throw forbiddenOrMissing();
  }
  return {
    driver,
    key,
    info,
    type: contentTypeOf(plan.format),
    downloadName: withExtension(file.filenameDownload, extensionOf(plan.format), format !== plan.format),
    variesByAccept: plan.negotiated,
  };
}

/** `photo.png` served as WebP downloads as `photo.webp`. */
function withExtension(name: string, extension: string, changed: boolean): string {
  if (!changed) return name;
  const current = extname(name);
  return `${current ? name.slice(0, -current.length) : name}.${extension}`;
}

/** Whose transform slots a request uses: the user's, else (public role, shares) its IP's. */
function transformCaller(accountability: Accountability): string {
  return accountability.user ? `user:${accountability.user}` : `ip:${accountability.ip ?? ''}`;
}
