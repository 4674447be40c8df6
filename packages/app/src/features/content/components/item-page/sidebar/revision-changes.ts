import type { Item } from '../../../../../lib/schema/types.js';
import { isReservedRevisionKey } from '../../../../../lib/trash/types.js';

export interface FieldChange {
  field: string;
  /** The value before this revision (null when there was no earlier state, e.g. on create). */
  before: unknown;
  after: unknown;
}

export interface RevisionState {
  data: Item | null;
  delta: Item | null;
}

/**
 * What a revision changed, per field of its `delta`: the value in the previous revision's `data`
 * (the item as it stood before) against the value in this revision's `data`, falling back to the
 * delta where `data` lacks the field. Fields come in `order` (the form's order), the rest after.
 */
export function revisionChanges(
  revision: RevisionState,
  previous: Pick<RevisionState, 'data'> | null,
  order: readonly string[] = [],
): FieldChange[] {
  const delta = revision.delta ?? {};
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return Object.keys(delta)
    .filter((field) => !isReservedRevisionKey(field))
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({
      field,
      before: previous?.data && field in previous.data ? previous.data[field] : null,
      after: revision.data && field in revision.data ? revision.data[field] : delta[field],
    }));
}
