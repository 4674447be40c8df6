import { evaluateFilter, type FilterFailure } from '@tessera/shared';
import { AppErrorList } from '../../errors/app-error.js';
import { failedValidation } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';

type Rule = Record<string, unknown>;

const isRule = (value: unknown): value is Rule =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;

/**
 * The collection's field validations (`directus_fields.validation`), checked on a payload as the
 * reference's validatePayload checks them beside the permission's: every rule applies to the item
 * written, a field the payload does not carry passes (an update sends only its changes), and each
 * failing field is one FAILED_VALIDATION entry. Throws; returns nothing when every rule passes.
 */
export function validateFieldRules(collection: CollectionOverview, payload: Rule): void {
  const rules = Object.values(collection.fields)
    .map((field) => field.meta?.validation)
    .filter(isRule);
  if (rules.length === 0) return;
  const failures = evaluateFilter({ _and: rules }, payload);
  if (failures.length === 0) return;
  const seen = new Set<string>();
  const firstPerField = failures.filter((failure: FilterFailure) => !seen.has(failure.field) && seen.add(failure.field));
  throw new AppErrorList(
    firstPerField.map((failure) => failedValidation(failure.field, failure.detail, { type: failure.type, ...failure.extensions })),
  );
}
