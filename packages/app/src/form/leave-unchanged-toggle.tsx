import type { Field } from '../lib/schema/types.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

/** What a field of a bulk-edit form needs to show and reset its "leave unchanged" state. */
export interface BatchFieldState {
  /** True while the field is not part of the edit (the items keep their own values). */
  isUnchanged: boolean;
  /** Tick: forget the field's edit. Untick: include it with an empty value for every item. */
  onToggle: (leaveUnchanged: boolean) => void;
}

interface LeaveUnchangedToggleProps {
  id: string;
  state: BatchFieldState;
  isDisabled: boolean;
}

/**
 * The bulk-edit form's per-field switch. Every field starts ticked ("Leave unchanged"); editing
 * the field unticks it, and ticking it again drops the edit so the field is not sent at all.
 * Its name stays "Leave unchanged" (the field's label describes it) so the field's own label
 * names only the field's input.
 */
export function LeaveUnchangedToggle({ id, state, isDisabled }: LeaveUnchangedToggleProps) {
  const { t } = useTranslation();
  return (
    <label className="form-field__batch">
      <input
        id={id}
        type="checkbox"
        checked={state.isUnchanged}
        disabled={isDisabled}
        onChange={(event) => state.onToggle(event.target.checked)}
      />
      {t('form.leaveUnchanged')}
    </label>
  );
}

/** The value a field gets when the user unticks "Leave unchanged" without editing it. */
export function emptyBatchValue(field: Field): unknown {
  // A list of related items changes through its alterations; with none, it stays as each item has it.
  if (field.type === 'alias') return { create: [], update: [], delete: [] };
  return null;
}
