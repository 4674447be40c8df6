import type { FieldType } from '@tessera/shared';
import type { LayoutColumn } from '../layouts/types.js';
import type { FieldMeta } from '../lib/schema/types.js';
import { makeField } from '../testing/fixtures.js';

/** A column of one field with the given type and meta, for display tests. */
export function testColumn(type: FieldType, meta: Partial<FieldMeta> = {}, extra: Partial<LayoutColumn> = {}): LayoutColumn {
  const field = makeField('things', 'value', type, meta);
  return { key: 'value', label: 'Value', field, ...extra };
}
