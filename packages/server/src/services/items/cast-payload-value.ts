import type { Dialect } from '../../db/dialects/dialect.js';
import { AppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { checkDecimalDigits } from '../../query/cast-number.js';
import { castDateTime } from '../../query/cast-date.js';
import { castFieldValue, type Fail } from '../../query/cast-value.js';
import { checkGeometryPayload } from '../../query/geometry-value.js';
import type { FieldOverview } from '../../schema/schema-overview.js';

/**
 * A payload value → the value bound for its column, or an error naming the field: INVALID_PAYLOAD
 * when it is not a value of the field's type or does not fit its column (out of range, too many
 * decimal digits), VALUE_TOO_LONG past the column's length. Checked here because the databases
 * differ: SQLite stores any of these as they come, the others round or fail with a 500.
 */
export function castPayloadValue(field: FieldOverview, value: unknown, dialect: Dialect, collection: string): unknown {
  const fail = (reason: string) => invalidPayload(`"${field.field}" ${reason}`, { collection, field: field.field });
  checkGeometryPayload(field, value, collection);
  const cast = castFieldValue(field, value, dialect, fail);
  if (field.type === 'timestamp') checkTimestampRange(value, dialect, fail);
  if (field.type === 'decimal') checkDecimalDigits(cast, field.precision, field.scale, fail);
  if (
    typeof cast === 'string' &&
    field.maxLength !== null &&
    (field.type === 'string' || field.type === 'csv') &&
    characterCount(cast, field.maxLength) > field.maxLength
  ) {
    throw new AppError('VALUE_TOO_LONG', `Value for field "${field.field}" in collection "${collection}" is too long.`, {
      collection,
      field: field.field,
    });
  }
  return cast;
}

/** Only for writes: a filter may well compare a MySQL TIMESTAMP with 1926 (`$NOW(-100 years)`). */
function checkTimestampRange(value: unknown, dialect: Dialect, fail: Fail): void {
  const range = dialect.timestampRange;
  if (!range || value === null || value === undefined) return;
  const date = castDateTime('timestamp', value, fail);
  if (date < range[0] || date > range[1]) throw fail(`is out of range (from ${range[0].toISOString()} to ${range[1].toISOString()})`);
}

/** Column lengths count characters, not UTF-16 units: an emoji is one. Only long texts are counted. */
function characterCount(text: string, limit: number): number {
  if (text.length <= limit) return text.length;
  let count = 0;
  for (const _character of text) count++;
  return count;
}
