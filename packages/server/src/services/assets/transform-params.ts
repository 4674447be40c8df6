import { illegalAssetTransformation, invalidQuery } from '../../errors/error-helpers.js';
import { parseTransformsParam, type SharpStep, type StepLimits } from './sharp-operations.js';

export const FITS = ['cover', 'contain', 'inside', 'outside'] as const;
export const FORMAT_CHOICES = ['auto', 'jpeg', 'png', 'webp', 'tiff', 'avif'] as const;
export type Fit = (typeof FITS)[number];
export type FormatChoice = (typeof FORMAT_CHOICES)[number];

/** What a request (or a preset) asks of an image, every value checked. */
export interface TransformParams {
  width?: number;
  height?: number;
  fit?: Fit;
  withoutEnlargement?: boolean;
  quality?: number;
  format?: FormatChoice;
  focalPointX?: number;
  focalPointY?: number;
  transforms?: SharpStep[];
}

/** The query's transform part: nothing, a preset's key, or parameters. */
export type AssetTransformQuery = { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'params'; params: TransformParams };

/** The query parameters the reference reads as a transform; every other one (access_token, download) is not. */
const TRANSFORM_KEYS = [
  'key',
  'transforms',
  'width',
  'height',
  'format',
  'fit',
  'quality',
  'withoutEnlargement',
  'focal_point_x',
  'focal_point_y',
] as const;

const INTEGER = /^\d{1,9}$/;

/** Reads the transform parameters of `/assets/:id`; 400 INVALID_QUERY (or ILLEGAL_ASSET_TRANSFORMATION) for any bad one. */
export function parseTransformQuery(query: Readonly<Record<string, unknown>>, limits: StepLimits): AssetTransformQuery {
  const given = new Map<string, string>();
  for (const name of TRANSFORM_KEYS) {
    if (!Object.hasOwn(query, name)) continue;
    const value = query[name];
    if (typeof value !== 'string') throw invalidQuery(`"${name}" has to be given once, as text`);
    given.set(name, value);
  }
  if (given.size === 0) return { kind: 'none' };
  const key = given.get('key');
  if (key !== undefined) {
    if (given.size > 1) throw invalidQuery(`You can't combine the "key" query parameter with any other transformation`);
    if (!/^[a-z0-9_-]{1,255}$/.test(key)) throw invalidQuery('"key" has to be the key of a preset');
    return { kind: 'key', key };
  }
  const params: TransformParams = {};
  const width = given.get('width');
  if (width !== undefined) params.width = dimension('width', width, limits.maxDimension);
  const height = given.get('height');
  if (height !== undefined) params.height = dimension('height', height, limits.maxDimension);
  const fit = given.get('fit');
  if (fit !== undefined) params.fit = oneOf('fit', fit, FITS);
  const format = given.get('format');
  if (format !== undefined) params.format = oneOf('format', format === 'jpg' ? 'jpeg' : format, FORMAT_CHOICES);
  const quality = given.get('quality');
  if (quality !== undefined) {
    const value = INTEGER.test(quality) ? Number(quality) : NaN;
    if (!(value >= 1 && value <= 100)) throw invalidQuery('"quality" has to be an integer from 1 to 100');
    params.quality = value;
  }
  const withoutEnlargement = given.get('withoutEnlargement');
  if (withoutEnlargement !== undefined) params.withoutEnlargement = flag('withoutEnlargement', withoutEnlargement);
  const focalX = given.get('focal_point_x');
  if (focalX !== undefined) params.focalPointX = coordinate('focal_point_x', focalX);
  const focalY = given.get('focal_point_y');
  if (focalY !== undefined) params.focalPointY = coordinate('focal_point_y', focalY);
  const transforms = given.get('transforms');
  if (transforms !== undefined) params.transforms = parseTransformsParam(transforms, limits);
  return { kind: 'params', params };
}

function dimension(name: string, text: string, max: number): number {
  const value = INTEGER.test(text) ? Number(text) : NaN;
  if (!(value >= 1)) throw invalidQuery(`"${name}" has to be a positive integer`);
  if (value > max) throw illegalAssetTransformation([name]);
  return value;
}

function coordinate(name: string, text: string): number {
  if (!INTEGER.test(text)) throw invalidQuery(`"${name}" has to be a non-negative integer`);
  return Number(text);
}

function oneOf<const T extends readonly string[]>(name: string, value: string, allowed: T): T[number] {
  if (!allowed.includes(value)) throw invalidQuery(`"${name}" has to be one of ${allowed.join(', ')}`);
  return value;
}

function flag(name: string, text: string): boolean {
  if (text === '' || text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw invalidQuery(`"${name}" has to be true or false`);
}
