import type { Geometry, Position } from './geojson.js';

/**
 * Planar spatial predicates over GeoJSON geometries, for databases without spatial functions
 * (SQLite). Geometries are closed sets, as in the OGC model PostGIS and MariaDB follow: touching
 * counts as intersecting, a polygon's holes are outside it but their edges belong to it.
 */

/** `[minX, minY, maxX, maxY]`. */
export type BoundingBox = [number, number, number, number];

type Part = { kind: 'point'; at: Position } | { kind: 'line'; points: Position[] } | { kind: 'polygon'; rings: Position[][] };

interface Shape {
  box: BoundingBox;
  parts: Part[];
}

/** Whether the two geometries share at least one point. */
export function intersects(a: Geometry, b: Geometry): boolean {
  return shapesIntersect(shapeOf(a), shapeOf(b));
}

/** Whether the bounding boxes of the two geometries share at least one point. */
export function bboxIntersects(a: Geometry, b: Geometry): boolean {
  return boxesIntersect(boundingBox(a), boundingBox(b));
}

export function boundingBox(geometry: Geometry): BoundingBox {
  const box: BoundingBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of positionsOf(geometry)) {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

/** A geometry split into its points, lines and polygons, with its bounding box: worth keeping for a value compared with many rows. */
export function shapeOf(geometry: Geometry): Shape {
  return { box: boundingBox(geometry), parts: partsOf(geometry) };
}

export function shapesIntersect(a: Shape, b: Shape): boolean {
  if (!boxesIntersect(a.box, b.box)) return false;
  return a.parts.some((partA) => b.parts.some((partB) => partsIntersect(partA, partB)));
}

export function boxesIntersect(a: BoundingBox, b: BoundingBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

function partsOf(geometry: Geometry): Part[] {
  switch (geometry.type) {
    case 'Point':
      return [{ kind: 'point', at: geometry.coordinates }];
    case 'MultiPoint':
      return geometry.coordinates.map((at) => ({ kind: 'point', at }));
    case 'LineString':
      return [{ kind: 'line', points: geometry.coordinates }];
    case 'MultiLineString':
      return geometry.coordinates.map((points) => ({ kind: 'line', points }));
    case 'Polygon':
      return [{ kind: 'polygon', rings: geometry.coordinates }];
    case 'MultiPolygon':
      return geometry.coordinates.map((rings) => ({ kind: 'polygon', rings }));
    case 'GeometryCollection':
      return geometry.geometries.flatMap(partsOf);
  }
}

function* positionsOf(geometry: Geometry): Generator<Position> {
  switch (geometry.type) {
    case 'Point':
      yield geometry.coordinates;
      return;
    case 'MultiPoint':
    case 'LineString':
      yield* geometry.coordinates;
      return;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) yield* line;
      return;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) yield* ring;
      return;
    case 'GeometryCollection':
      for (const member of geometry.geometries) yield* positionsOf(member);
  }
}

function partsIntersect(a: Part, b: Part): boolean {
  if (a.kind === 'point') return pointTouches(a.at, b);
  if (b.kind === 'point') return pointTouches(b.at, a);
  // Boundaries crossing or touching: lines, and polygon rings taken as lines.
  if (linesOf(a).some((lineA) => linesOf(b).some((lineB) => linesIntersect(lineA, lineB)))) return true;
  // Otherwise one lies wholly inside the other or they are apart: one vertex of each tells.
  if (b.kind === 'polygon' && pointInPolygon(firstPosition(a), b.rings)) return true;
  if (a.kind === 'polygon' && pointInPolygon(firstPosition(b), a.rings)) return true;
  return false;
}

function pointTouches(point: Position, part: Part): boolean {
  if (part.kind === 'point') return point[0] === part.at[0] && point[1] === part.at[1];
  if (part.kind === 'line') return pointOnLine(point, part.points);
  return pointInPolygon(point, part.rings);
}

function linesOf(part: Exclude<Part, { kind: 'point' }>): Position[][] {
  return part.kind === 'line' ? [part.points] : part.rings;
}

function firstPosition(part: Exclude<Part, { kind: 'point' }>): Position {
  return part.kind === 'line' ? part.points[0]! : part.rings[0]![0]!;
}

function pointOnLine(point: Position, line: Position[]): boolean {
  for (let i = 1; i < line.length; i++) if (onSegment(point, line[i - 1]!, line[i]!)) return true;
  return line.length === 1 && point[0] === line[0]![0] && point[1] === line[0]![1];
}

function linesIntersect(a: Position[], b: Position[]): boolean {
  for (let i = 1; i < a.length; i++) {
    for (let j = 1; j < b.length; j++) if (segmentsIntersect(a[i - 1]!, a[i]!, b[j - 1]!, b[j]!)) return true;
  }
  return false;
}

/** Inside the outer ring and not strictly inside a hole; any ring's edge counts as inside. */
function pointInPolygon(point: Position, rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  if (!outer) return false;
  if (pointOnLine(point, outer)) return true;
  if (!insideRing(point, outer)) return false;
  for (const hole of holes) {
    if (pointOnLine(point, hole)) return true;
    if (insideRing(point, hole)) return false;
  }
  return true;
}

/** Even-odd ray cast towards +x, for a point known not to lie on the ring. */
function insideRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Sign of the turn p → q → r: positive counter-clockwise, negative clockwise, zero collinear. */
function orientation(p: Position, q: Position, r: Position): number {
  const value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/** Whether `point` lies on the closed segment from `a` to `b`. */
function onSegment(point: Position, a: Position, b: Position): boolean {
  return orientation(a, b, point) === 0 && withinBox(point, a, b);
}

function withinBox(point: Position, a: Position, b: Position): boolean {
  return (
    Math.min(a[0], b[0]) <= point[0] &&
    point[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= point[1] &&
    point[1] <= Math.max(a[1], b[1])
  );
}

/** Closed segments p1-p2 and q1-q2 share a point (crossing, touching at an end, or overlapping). */
function segmentsIntersect(p1: Position, p2: Position, q1: Position, q2: Position): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && withinBox(q1, p1, p2)) ||
    (o2 === 0 && withinBox(q2, p1, p2)) ||
    (o3 === 0 && withinBox(p1, q1, q2)) ||
    (o4 === 0 && withinBox(p2, q1, q2))
  );
}
