import { forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { OperationContext } from '../items/operation-context.js';
import { checkWritableKeys } from '../permissions/guard-writes.js';
import type { ContentVersion } from './find-version.js';

/**
 * The caller may update the version's main item (it is inside their update rule) and, when
 * `fields` are given, each of those fields: FORBIDDEN otherwise, as an update of the item would
 * answer. Admins (no rules) may.
 */
export async function checkUpdateAccess(op: OperationContext, version: ContentVersion, fields: readonly string[] = []): Promise<void> {
  if (!op.permissions) return;
  const collection = version.collection;
  await checkWritableKeys(op, collection, 'update', [version.item], fields);
  const rule = op.permissions.rule(collection.collection, 'update');
  if (!rule) throw forbiddenOrMissing();
  if (rule.allFields || rule.fields.includes('*')) return;
  const allowed = new Set(rule.fields);
  if (fields.some((field) => !allowed.has(field))) throw forbiddenOrMissing();
}
