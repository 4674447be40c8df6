import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { permissionLevel } from '../api/permission-state.js';
import type { PermissionLevel } from '../api/permission-state.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';

export interface PermissionCellProps {
  collection: string;
  action: PermissionAction;
  rule: PermissionRow | undefined;
  isBusy: boolean;
  onLevel: (level: PermissionLevel) => void;
  onEdit: () => void;
  /** What every signed-in user may do here anyway (a system collection's default), shown instead of "No access". */
  defaultRule?: string;
}

const PERMISSION_NAMES: Record<PermissionAction, MessageKey> = {
  create: 'roles.permissionOfCreate',
  read: 'roles.permissionOfRead',
  update: 'roles.permissionOfUpdate',
  delete: 'roles.permissionOfDelete',
  share: 'roles.permissionOfShare',
};
const EDIT_PERMISSION_NAMES: Record<PermissionAction, MessageKey> = {
  create: 'roles.editPermissionOfCreate',
  read: 'roles.editPermissionOfRead',
  update: 'roles.editPermissionOfUpdate',
  delete: 'roles.editPermissionOfDelete',
  share: 'roles.editPermissionOfShare',
};

/** One cell of the matrix: the level as a choice and, for a custom rule, the way into its limits. */
export function PermissionCell({ collection, action, rule, isBusy, onLevel, onEdit, defaultRule }: PermissionCellProps) {
  const { t } = useTranslation();
  const level = permissionLevel(rule);
  const name = t(PERMISSION_NAMES[action], { collection });
  return (
    <span className="role-form__check">
      <select
        className="select"
        aria-label={name}
        value={level}
        disabled={isBusy}
        title={defaultRule}
        onChange={(event) => onLevel(event.target.value as PermissionLevel)}
      >
        <option value="none">{defaultRule ? t('roles.defaultOnly') : t('roles.noAccess')}</option>
        <option value="all">{t('roles.allAccess')}</option>
        <option value="custom">{t('roles.custom')}</option>
      </select>
      {level === 'custom' ? (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={t(EDIT_PERMISSION_NAMES[action], { collection })}
          onClick={onEdit}
        >
          {t('roles.edit')}
        </button>
      ) : null}
    </span>
  );
}
