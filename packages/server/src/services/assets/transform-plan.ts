import { createHash } from 'node:crypto';
import type { SharpStep } from './sharp-operations.js';
import type { Fit, TransformParams } from './transform-params.js';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'avif';

/** Image types sharp transforms here, as in the reference; any other file is served as it is. */
const TRANSFORMABLE_TYPES: ReadonlyMap<string, OutputFormat> = new Map<string, OutputFormat>([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/tiff', 'tiff'],
  ['image/avif', 'avif'],
]);

export const DEFAULT_QUALITY = 80;

/** Everything that decides the bytes of a derived image: equal plans give equal images. */
export interface TransformPlan {
  resize: { width?: number; height?: number; fit: Fit; withoutEnlargement: boolean } | null;
  /** Where a cover crop centres, in source pixels; only when it changes the crop. */
  focalPoint: { x: number; y: number } | null;
  steps: SharpStep[];
  format: OutputFormat;
  /** Null: the encoder's default (PNG stays lossless unless a quality is asked for). */
  quality: number | null;
  /** Whether `format: auto` chose by the Accept header (the answer then varies by it). */
  negotiated: boolean;
}

export interface SourceFile {
  type: string | null;
  focalPointX: number | null;
  focalPointY: number | null;
}

/** The source's format when sharp may transform it, else null. */
export function transformableFormat(type: string | null): OutputFormat | null {
  return type ? (TRANSFORMABLE_TYPES.get(type.toLowerCase()) ?? null) : null;
}

/** The concrete plan for one request: `auto` resolved by `accept`, defaults filled in. */
export function planTransform(params: TransformParams, source: SourceFile & { format: OutputFormat }, accept: string): TransformPlan {
  const resize =
    params.width !== undefined || params.height !== undefined
      ? {
          ...(params.width !== undefined ? { width: params.width } : {}),
          ...(params.height !== undefined ? { height: params.height } : {}),
          fit: params.fit ?? 'cover',
          withoutEnlargement: params.withoutEnlargement ?? false,
        }
      : null;
  const focalX = params.focalPointX ?? source.focalPointX;
  const focalY = params.focalPointY ?? source.focalPointY;
  const crops = resize?.fit === 'cover' && resize.width !== undefined && resize.height !== undefined;
  const focalPoint = crops && focalX !== null && focalY !== null ? { x: focalX, y: focalY } : null;
  const { format, negotiated } = outputFormat(params.format, source.format, accept);
  const quality = params.quality ?? (format === 'png' ? null : DEFAULT_QUALITY);
  return { resize, focalPoint, steps: params.transforms ?? [], format, quality, negotiated };
}

/**
 * `auto` as the reference picks it: AVIF, else WebP when the Accept header lists it, else the
 * source's PNG (transparency) or JPEG.
 */
function outputFormat(
  choice: TransformParams['format'],
  source: OutputFormat,
  accept: string,
): { format: OutputFormat; negotiated: boolean } {
  if (choice === undefined) return { format: source, negotiated: false };
  if (choice !== 'auto') return { format: choice, negotiated: false };
  const types = accept.toLowerCase();
  if (types.includes('image/avif')) return { format: 'avif', negotiated: true };
  if (types.includes('image/webp')) return { format: 'webp', negotiated: true };
  return { format: source === 'png' ? 'png' : 'jpeg', negotiated: true };
}

const EXTENSIONS: Readonly<Record<OutputFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp', tiff: 'tiff', avif: 'avif' };
const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
  avif: 'image/avif',
};

export const extensionOf = (format: OutputFormat): string => EXTENSIONS[format];
export const contentTypeOf = (format: OutputFormat): string => CONTENT_TYPES[format];

/**
 * `<file id>__<hash of the plan>.<ext>`, in the file's own storage location: files-core deletes
 * `<id>__*` when the file is replaced or deleted, so a derived image never outlives its source.
 */
export function derivedKey(fileId: string, plan: TransformPlan): string {
  const { negotiated: _negotiated, ...decisive } = plan;
  const digest = createHash('sha256').update(canonicalJson(decisive)).digest('hex').slice(0, 32);
  return `${fileId}__${digest}.${EXTENSIONS[plan.format]}`;
}

/** JSON with object keys sorted, so the same plan always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
