import type { MetaSpec } from './parse-meta.js';

/** Specials that describe a field without a column (spec section 5, `meta.special`). */
export const ALIAS_SPECIALS: ReadonlySet<string> = new Set(['alias', 'no-data', 'group', 'o2m', 'm2m', 'm2a', 'files', 'translations']);

/** Specials the server or the app act on (api-reference section 5), plus the geometry kinds PostGIS needs kept. */
export const KNOWN_SPECIALS: ReadonlySet<string> = new Set([
  ...ALIAS_SPECIALS,
  'uuid',
  'hash',
  'conceal',
  'date-created',
  'date-updated',
  'user-created',
  'user-updated',
  'role-created',
  'role-updated',
  'cast-json',
  'cast-boolean',
  'cast-csv',
  'csv',
  'cast-timestamp',
  'cast-datetime',
  'm2o',
  'file',
  'geometry',
  'geometry.Point',
  'geometry.LineString',
  'geometry.Polygon',
  'geometry.MultiPoint',
  'geometry.MultiLineString',
  'geometry.MultiPolygon',
]);

/** `directus_fields` columns a client may set, with their storage limits. */
export const FIELD_META_SPEC: MetaSpec = {
  special: { kind: 'special', known: KNOWN_SPECIALS },
  interface: { kind: 'string', max: 64 },
  options: { kind: 'json' },
  display: { kind: 'string', max: 64 },
  display_options: { kind: 'json' },
  readonly: { kind: 'boolean', nullable: false },
  hidden: { kind: 'boolean', nullable: false },
  sort: { kind: 'integer' },
  width: { kind: 'enum', values: ['half', 'half-left', 'half-right', 'full', 'fill', null] },
  group: { kind: 'string', max: 64 },
  translations: { kind: 'translations' },
  note: { kind: 'text' },
  conditions: { kind: 'json' },
  required: { kind: 'boolean', nullable: true },
  validation: { kind: 'json' },
  validation_message: { kind: 'text' },
};

/** Keys of a field read back that a client may send again unchanged. */
export const IGNORED_FIELD_META_KEYS = ['id', 'collection', 'field', 'system'] as const;
