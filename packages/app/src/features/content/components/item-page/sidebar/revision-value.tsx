import { DisplayValue } from '../../../../../displays/display-value.js';
import { fieldLabel } from '../../../../../lib/schema/labels.js';
import type { Field } from '../../../../../lib/schema/types.js';
import { formatPlainValue } from './format-plain-value.js';

const RELATIONAL_SPECIALS = [
  'm2o',
  'o2m',
  'm2m',
  'm2a',
  'file',
  'files',
  'translations',
  'user-created',
  'user-updated',
  'role-created',
  'role-updated',
];

/** A revision stores keys, not the related rows a relational display reads: those values show as they are stored. */
function isRelational(field: Field): boolean {
  return (
    field.type === 'alias' ||
    Boolean(field.schema?.foreign_key_table) ||
    (field.meta?.special ?? []).some((special) => RELATIONAL_SPECIALS.includes(special))
  );
}

/** One before/after value of a revision, in its field's display (labels, booleans, dates, numbers…) as the table shows it. */
export function RevisionValue({ value, field }: { value: unknown; field: Field | undefined }) {
  if (value === null || value === undefined || value === '' || !field || isRelational(field)) return <>{formatPlainValue(value, field)}</>;
  return <DisplayValue value={value} column={{ key: field.field, label: fieldLabel(field), field }} />;
}
