import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';
import { permissionLevel } from '../api/permission-state.js';
import type { PermissionLevel } from '../api/permission-state.js';

export interface PermissionCellProps {
  collection: string;
  action: PermissionAction;
  rule: PermissionRow | undefined;
  isBusy: boolean;
  onLevel: (level: PermissionLevel) => void;
  onEdit: () => void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One cell of the matrix: the level as a choice and, for a custom rule, the way into its limits. */
export function PermissionCell({ collection, action, rule, isBusy, onLevel, onEdit }: PermissionCellProps) {
  const level = permissionLevel(rule);
  const name = `${capitalised(action)} permission of ${collection}`;
  return (
    <span className="role-form__check">
      <select
        className="select"
        aria-label={name}
        value={level}
        disabled={isBusy}
        onChange={(event) => onLevel(event.target.value as PermissionLevel)}
      >
        <option value="none">No access</option>
        <option value="all">All access</option>
        <option value="custom">Use custom</option>
      </select>
      {level === 'custom' ? (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Edit ${action} permission of ${collection}`}
          onClick={onEdit}
        >
          Edit
        </button>
      ) : null}
    </span>
  );
}
