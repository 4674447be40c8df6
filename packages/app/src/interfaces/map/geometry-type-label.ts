import type { TFunction } from '../../lib/i18n/i18n.js';
import type { GeometryType } from './geometry-value.js';

const KEYS = {
  Point: 'mapInterface.typePoint',
  LineString: 'mapInterface.typeLineString',
  Polygon: 'mapInterface.typePolygon',
  MultiPoint: 'mapInterface.typeMultiPoint',
  MultiLineString: 'mapInterface.typeMultiLineString',
  MultiPolygon: 'mapInterface.typeMultiPolygon',
} as const;

/** A geometry kind in words ("Point", "Several polygons"); "Any geometry" for null or an unknown kind. */
export function geometryTypeLabel(t: TFunction, type: GeometryType | string | null): string {
  return type !== null && type in KEYS ? t(KEYS[type as GeometryType]) : t('mapInterface.anyGeometry');
}

/** A column type as the field editor's type list names it: geometry types in words with the API's name ("Point (geometry.Point)"), others as they are. */
export function fieldTypeLabel(t: TFunction, fieldType: string): string {
  if (fieldType === 'geometry') return `${t('mapInterface.anyGeometry')} (${fieldType})`;
  if (fieldType.startsWith('geometry.')) return `${geometryTypeLabel(t, fieldType.slice('geometry.'.length))} (${fieldType})`;
  return fieldType;
}
