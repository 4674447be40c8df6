import { PERMISSION_ACTIONS } from '../../../lib/access/types.js';
import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { systemCollectionLabel } from '../../../lib/schema/system-collection-label.js';
import { findRule } from '../api/permission-state.js';
import type { PermissionLevel } from '../api/permission-state.js';
import { SYSTEM_DEFAULT_RULES } from '../api/system-default-rules.js';
import { PermissionCell } from './permission-cell.js';

export interface CollectionPermissionsRowProps {
  collection: string;
  rules: readonly PermissionRow[];
  isBusy: boolean;
  /** Whether the role's users have the system defaults (every role but the public one). */
  hasDefaults: boolean;
  onLevel: (collection: string, action: PermissionAction, level: PermissionLevel) => void;
  onEdit: (collection: string, action: PermissionAction) => void;
}

/** One collection of the permissions matrix: a cell per action and, for a system collection, its default in words. */
export function CollectionPermissionsRow({ collection, rules, isBusy, hasDefaults, onLevel, onEdit }: CollectionPermissionsRowProps) {
  const { t } = useTranslation();
  const defaults = hasDefaults ? SYSTEM_DEFAULT_RULES.get(collection) : undefined;
  const description = defaults ? t(defaults.description) : undefined;
  const label = systemCollectionLabel(collection);
  return (
    <tr className="table__row">
      <th scope="row">
        {/* A system collection by its readable name, the table's name below it. */}
        {label ? (
          <>
            <span>{label}</span> <small className="permissions-matrix__raw">{collection}</small>
          </>
        ) : (
          collection
        )}
        {description ? <small className="permissions-matrix__default">{description}</small> : null}
      </th>
      {PERMISSION_ACTIONS.map((action) => (
        <td key={action}>
          <PermissionCell
            collection={collection}
            action={action}
            rule={findRule(rules, collection, action)}
            isBusy={isBusy}
            defaultRule={defaults?.actions.includes(action) ? description : undefined}
            onLevel={(level) => onLevel(collection, action, level)}
            onEdit={() => onEdit(collection, action)}
          />
        </td>
      ))}
    </tr>
  );
}
