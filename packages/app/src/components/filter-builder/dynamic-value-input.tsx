import type { MessageKey } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { RelationInfo } from '../../lib/schema/relation-info.js';

/** A value the server fills in when it applies the filter (api-reference §4, dynamic variables). */
export interface DynamicVariable {
  value: string;
  label: MessageKey;
  /** The collection whose keys the variable stands for. */
  collection: string;
}

const VARIABLES: readonly DynamicVariable[] = [
  { value: '$CURRENT_USER', label: 'filterBuilder.currentUser', collection: 'directus_users' },
  { value: '$CURRENT_ROLE', label: 'filterBuilder.currentRole', collection: 'directus_roles' },
];

/** `$CURRENT_USER`, `$CURRENT_ROLE`, `$CURRENT_USER.email`…: never an item's key, so never looked up as one. */
export function isDynamicVariable(value: unknown): value is string {
  return typeof value === 'string' && /^\$CURRENT_[A-Z]+(\.|$)/.test(value.trim());
}

/**
 * The variables a rule's value may be: the one whose collection an m2o points at (the current
 * user for `user_created`), both for a plain uuid field (a key kept without a relation), none
 * otherwise: text and numbers are rarely a user's key, and dates have `$NOW` in their own editor.
 */
export function variablesFor(type: string, relation: RelationInfo | null): readonly DynamicVariable[] {
  if (relation?.type === 'm2o') return VARIABLES.filter((variable) => variable.collection === relation.relatedCollection);
  if (relation) return [];
  return type === 'uuid' ? VARIABLES : [];
}

interface ValueSourceSelectProps {
  /** Accessible name of the value ("Value"); the select is named after it. */
  label: string;
  variables: readonly DynamicVariable[];
  value: string;
  onChange: (value: string) => void;
}

/** Where a rule's value comes from: entered (a fixed value) or a dynamic variable such as the current user. */
export function ValueSourceSelect({ label, variables, value, onChange }: ValueSourceSelectProps) {
  const { t } = useTranslation();
  const current = value.trim();
  const isVariable = isDynamicVariable(current);
  // A variable the list does not name (`$CURRENT_USER.email`) is kept as written.
  const isListed = variables.some((variable) => variable.value === current);
  return (
    <select
      className="select filter-rule__source"
      aria-label={t('filterBuilder.source', { label })}
      value={isVariable ? current : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('filterBuilder.fixedValue')}</option>
      {variables.map((variable) => (
        <option key={variable.value} value={variable.value}>
          {t(variable.label)}
        </option>
      ))}
      {isVariable && !isListed ? <option value={current}>{current}</option> : null}
    </select>
  );
}
