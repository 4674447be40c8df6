import type { Dialect } from '../../db/dialects/dialect.js';
import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import { castValue } from '../../query/cast-value.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';

export type PrimaryKey = string | number;

/**
 * A key from a URL or payload as the primary key's type. A key that cannot be one (not an
 * integer, not a UUID) names no row, so it is FORBIDDEN like a missing one (api-reference section 3).
 */
export function parsePrimaryKey(collection: CollectionOverview, key: unknown, dialect: Dialect): PrimaryKey {
  const field = collection.fields[collection.primary]!;
  if (key === null || key === undefined || key === '' || (typeof key !== 'string' && typeof key !== 'number')) throw forbiddenOrMissing();
  try {
    return castValue(field.type, key, dialect, () => forbiddenOrMissing()) as PrimaryKey;
  } catch {
    throw forbiddenOrMissing();
  }
}
