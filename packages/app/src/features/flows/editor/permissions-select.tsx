import { Notice } from '../../../components/notice.js';
import { useRoles } from '../../../lib/access/use-roles.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { permissionsHint } from './permissions-hint.js';

export interface PermissionsSelectProps {
  id: string;
  /** `$trigger`, `$full`, `$public` or a role id (operation-access.ts on the server). */
  value: string;
  onChange: (value: string) => void;
  /** The flow's trigger type, for the hint on what "From trigger" means there. */
  trigger?: string | null;
  describedBy?: string;
}

/**
 * Whose rules an operation acts with: from the trigger, full access, public, or a role by name. A
 * stored value that is none of these (a role since deleted, a template) stays offered as itself.
 */
export function PermissionsSelect({ id, value, onChange, trigger, describedBy }: PermissionsSelectProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const specials = [
    { value: '$trigger', label: t('flowEditor.permissionsTrigger') },
    { value: '$full', label: t('flowEditor.permissionsFull') },
    { value: '$public', label: t('flowEditor.permissionsPublic') },
  ];
  const roleList = roles.data ?? [];
  const isOther = !specials.some((special) => special.value === value) && !roleList.some((role) => role.id === value);
  const hint = permissionsHint(trigger, value);
  return (
    <>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={describedBy}>
        {specials.map((special) => (
          <option key={special.value} value={special.value}>
            {special.label}
          </option>
        ))}
        {roleList.length > 0 ? (
          <optgroup label={t('flowEditor.permissionsRoles')}>
            {roleList.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {/* Only once the roles are known: until then a role id would show as "Other". */}
        {isOther && !roles.isPending ? <option value={value}>{t('flowEditor.permissionsOther', { value })}</option> : null}
        {isOther && roles.isPending ? <option value={value}>{value}</option> : null}
      </select>
      {hint ? <Notice kind="warning">{t(hint)}</Notice> : null}
    </>
  );
}
