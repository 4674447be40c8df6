import type { Polygon, Position } from 'geojson';
import { newNodeId } from '../../lib/filter/filter-tree.js';
import type { Filter, FilterGroup, FilterNode } from '../../lib/filter/filter-tree.js';
import { parseGeometry } from './geometry.js';

/** The rectangle between two corners ([lng, lat]) as a closed GeoJSON polygon, counter-clockwise. */
export function boxPolygon(a: Position, b: Position): Polygon {
  const [west, east] = [Math.min(a[0]!, b[0]!), Math.max(a[0]!, b[0]!)];
  const [south, north] = [Math.min(a[1]!, b[1]!), Math.max(a[1]!, b[1]!)];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

/** `[west, south, east, north]` as the filter the reference app's "filter by the visible area" adds. */
export function bboxFilter(field: string, bbox: [number, number, number, number]): Filter {
  return { [field]: { _intersects_bbox: boxPolygon([bbox[0], bbox[1]], [bbox[2], bbox[3]]) } };
}

const isAreaRule = (node: FilterNode, field: string) => node.kind === 'rule' && node.path === field && node.operator === '_intersects';

/**
 * The filter tree with the drawn area as its one top-level `{field: {_intersects: polygon}}` rule
 * (replacing an earlier one), or without it when `area` is null. Other rules stay as they are.
 */
export function withAreaRule(tree: FilterGroup, field: string, type: string, area: Polygon | null): FilterGroup {
  const rest = tree.children.filter((node) => !isAreaRule(node, field));
  if (!area) return { ...tree, children: rest };
  const rule: FilterNode = { kind: 'rule', id: newNodeId(), path: field, type, operator: '_intersects', value: JSON.stringify(area) };
  // Under an _or root the area would be one alternative among others: it joins them with _and instead.
  if (tree.logic === '_or' && rest.length > 0)
    return { kind: 'group', id: newNodeId(), logic: '_and', children: [{ ...tree, children: rest }, rule] };
  return { ...tree, children: [...rest, rule] };
}

/** The drawn area in a page filter: a top-level `{field: {_intersects: …}}`, alone or inside `_and`. */
export function areaInFilter(filter: Filter | null | undefined, field: string): Polygon | null {
  if (!filter) return null;
  const own = filter[field];
  if (typeof own === 'object' && own !== null && '_intersects' in own) {
    const geometry = parseGeometry((own as { _intersects: unknown })._intersects);
    if (geometry?.type === 'Polygon') return geometry;
  }
  const all = filter._and;
  if (!Array.isArray(all)) return null;
  for (const part of all) {
    const found = typeof part === 'object' && part !== null ? areaInFilter(part as Filter, field) : null;
    if (found) return found;
  }
  return null;
}
