import { isPlainObject } from '../../utils/is-plain-object.js';
import type { SettingProblem } from './setting-problem.js';

export const BASEMAP_TYPES = ['raster', 'tile', 'style'] as const;

/**
 * `settings.basemaps` (spec section 5): a list of `{name, type, url, tileSize?, attribution?}` with
 * type raster, tile or style. `tileSize` applies only to tile and style maps, so it is checked only
 * there (the app keeps a hidden value when the type changes to raster).
 */
export function basemapProblems(value: unknown): SettingProblem[] {
  if (value === null) return [];
  if (!Array.isArray(value)) return [{ path: '', type: 'array', detail: 'Has to be a list of basemaps' }];
  const problems: SettingProblem[] = [];
  value.forEach((basemap: unknown, index) => {
    const at = `[${index}]`;
    if (!isPlainObject(basemap)) {
      problems.push({ path: at, type: 'object', detail: 'Has to be an object' });
      return;
    }
    for (const name of ['name', 'url'] as const) {
      if (typeof basemap[name] !== 'string' || basemap[name] === '')
        problems.push({ path: `${at}.${name}`, type: 'required', detail: `"${name}" is required` });
    }
    const type = basemap.type;
    if (typeof type !== 'string' || !(BASEMAP_TYPES as readonly string[]).includes(type)) {
      problems.push({
        path: `${at}.type`,
        type: 'in',
        detail: `"type" has to be one of ${BASEMAP_TYPES.join(', ')}`,
        valid: BASEMAP_TYPES,
      });
    } else if (
      type !== 'raster' &&
      basemap.tileSize !== undefined &&
      basemap.tileSize !== null &&
      !(Number.isInteger(basemap.tileSize) && (basemap.tileSize as number) > 0)
    ) {
      problems.push({ path: `${at}.tileSize`, type: 'integer', detail: '"tileSize" has to be a positive integer' });
    }
    if (basemap.attribution !== undefined && basemap.attribution !== null && typeof basemap.attribution !== 'string') {
      problems.push({ path: `${at}.attribution`, type: 'string', detail: '"attribution" has to be a string' });
    }
  });
  return problems;
}
