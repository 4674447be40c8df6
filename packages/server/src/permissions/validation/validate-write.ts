import { evaluateFilter, type FilterFailure } from '@tessera/shared';
import { AppErrorList } from '../../errors/app-error.js';
import { failedValidation, forbiddenOrMissing } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { PartialFields } from '../partial-fields.js';
import { writableItemsFilter } from '../writable-items-filter.js';
import { applyPresets } from './apply-presets.js';
import type { Filter } from '../permission-row.js';

/** What a write needs of a rule (a ResolvedRule has it all). */
export interface WriteRule {
  fields: readonly string[];
  allFields?: boolean;
  validation?: Filter | null;
  presets?: Record<string, unknown> | null;
  /** Create: fields allowed only by rows with a validation, with those validations. */
  partial?: PartialFields | null;
}

export interface ValidateWriteInput {
  /** The create or update rule of the collection (null = the action is refused). */
  rule: WriteRule | null;
  action: 'create' | 'update';
  collection: CollectionOverview;
  /** The submitted item (for an update, only the changed fields). */
  payload: Record<string, unknown>;
}

/** Specials that fill a NOT NULL column themselves, so the caller need not send it. */
const GENERATING_SPECIALS = ['uuid', 'date-created', 'role-created', 'user-created'];

/**
 * A non-admin write, checked like the reference's `validatePayload`: every submitted field must be
 * allowed (else FORBIDDEN), the rule's presets go under the payload, then the validation rule and the
 * NOT NULL columns are checked. Every failing field is one FAILED_VALIDATION entry. Returns the
 * payload with presets merged.
 */
export function validateWrite({ rule, action, collection, payload }: ValidateWriteInput): Record<string, unknown> {
  if (!rule) throw forbiddenOrMissing();
  if (!rule.allFields && !rule.fields.includes('*')) {
    const allowed = new Set(rule.fields);
    if (Object.keys(payload).some((field) => !allowed.has(field))) throw forbiddenOrMissing();
  }
  const merged = applyPresets(rule.presets ?? {}, payload);
  // A created field allowed only by rows with a validation needs the item to pass one of those
  // validations, even when another row (allowing other fields) has none and so empties the OR.
  const perRow = action === 'create' ? writableItemsFilter(rule.partial, Object.keys(payload)) : null;
  const validation = perRow ? (rule.validation ? { _and: [rule.validation, perRow.filter] } : perRow.filter) : (rule.validation ?? null);
  const failures = evaluateFilter(withRequiredFields(validation, action, collection), merged);
  if (failures.length > 0) throw new AppErrorList(uniqueByField(failures).map(toError));
  return merged;
}

function withRequiredFields(validation: Filter | null, action: 'create' | 'update', collection: CollectionOverview): Filter {
  const required: Filter[] = [];
  for (const field of Object.values(collection.fields)) {
    if (field.alias || field.nullable || field.generated || field.isPrimaryKey) continue;
    if (field.special.some((special) => GENERATING_SPECIALS.includes(special))) continue;
    if (action === 'create' && field.defaultValue === null) required.push({ [field.field]: { _submitted: true } });
    required.push({ [field.field]: { _nnull: true } });
  }
  return { _and: [...(validation ? [validation] : []), ...required] };
}

/** One entry per field: the first failure found for it. */
function uniqueByField(failures: FilterFailure[]): FilterFailure[] {
  const seen = new Set<string>();
  return failures.filter((failure) => !seen.has(failure.field) && seen.add(failure.field));
}

function toError(failure: FilterFailure) {
  return failedValidation(failure.field, failure.detail, { type: failure.type, ...failure.extensions });
}
