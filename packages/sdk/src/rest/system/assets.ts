import type { PrimaryKeyValue } from '../../core-schema.js';
import { queryToParams } from '../../query/serialize-query.js';
import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/**
 * Options of `GET /assets/:key` (api-reference, "Files and assets"): a preset `key` alone, or
 * transform parameters. `transforms` is a list of `[sharpMethod, ...args]`, sent as JSON text
 * (or give the JSON text yourself); the server accepts it only when `storage_asset_transform` is `all`.
 */
export type AssetsQuery =
  | { key: string }
  | {
      key?: never;
      width?: number;
      height?: number;
      fit?: 'cover' | 'contain' | 'inside' | 'outside';
      quality?: number;
      format?: 'auto' | 'jpg' | 'jpeg' | 'png' | 'webp' | 'tiff' | 'avif';
      withoutEnlargement?: boolean;
      transforms?: readonly (readonly [string, ...unknown[]])[] | string;
    };

/** The request every asset command sends; only how the answer is read differs. */
function assetRequest<Output, Schema>(
  key: PrimaryKeyValue,
  query: AssetsQuery | undefined,
  read: (response: Response) => Promise<Output> | Output,
): RestCommand<Output, Schema> {
  return () => {
    throwIfEmpty(String(key), 'Key cannot be empty');
    return { path: `/assets/${pathSegment(key)}`, params: queryToParams(query), method: 'GET', onResponse: read };
  };
}

/**
 * Reads a file's content (or a transformed image) as a stream: `GET /assets/:key`.
 *
 * @example
 * const stream = await client.request(readAssetRaw(fileId, { width: 400, format: 'webp' }));
 */
export function readAssetRaw<Schema = Untyped>(key: PrimaryKeyValue, query?: AssetsQuery): RestCommand<ReadableStream<Uint8Array>, Schema> {
  return assetRequest(key, query, (response) => response.body ?? new Blob([]).stream());
}

/** Reads a file's content as a Blob (typed with the answer's content type): `GET /assets/:key`. */
export function readAssetBlob<Schema = Untyped>(key: PrimaryKeyValue, query?: AssetsQuery): RestCommand<Blob, Schema> {
  return assetRequest(key, query, (response) => response.blob());
}

/** Reads a file's content as an ArrayBuffer: `GET /assets/:key`. */
export function readAssetArrayBuffer<Schema = Untyped>(key: PrimaryKeyValue, query?: AssetsQuery): RestCommand<ArrayBuffer, Schema> {
  return assetRequest(key, query, (response) => response.arrayBuffer());
}
