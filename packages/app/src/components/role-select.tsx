import type { RoleRow } from '../lib/access/types.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface RoleSelectProps {
  id?: string;
  label?: string;
  roles: readonly RoleRow[];
  value: string | null;
  onChange: (role: string | null) => void;
  /** Offer "No role" (a user without a role reaches only the public rules). */
  allowNone?: boolean;
  disabled?: boolean;
}

/** A role picker: one option per role, by name. */
export function RoleSelect({ id, label, roles, value, onChange, allowNone = false, disabled }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="select"
      aria-label={id ? undefined : (label ?? t('dialogs.role'))}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      {allowNone || value === null ? <option value="">{t(allowNone ? 'dialogs.noRole' : 'dialogs.chooseRole')}</option> : null}
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
