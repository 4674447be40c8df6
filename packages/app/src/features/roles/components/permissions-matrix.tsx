import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { PERMISSION_ACTIONS } from '../../../lib/access/types.js';
import type { PermissionAction } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useCollections } from '../../../lib/schema/use-schema.js';
import { ALL_ACCESS, findRule } from '../api/permission-state.js';
import { useRolePermissions, useSetPermissionLevel } from '../api/use-role-permissions.js';
import { CustomPermissionDrawer, type EditedRule } from './custom-permission-drawer.js';
import { PermissionCell } from './permission-cell.js';
import { SystemDefaults } from './system-defaults.js';

const SYSTEM_PREFIX = 'directus_';

/** Collection × action: no access, all access or custom (item filter, fields, validation, presets). */
export function PermissionsMatrix({ role }: { role: string | null }) {
  const collections = useCollections();
  const rules = useRolePermissions(role);
  const setLevel = useSetPermissionLevel(role, rules.data ?? []);
  const [editing, setEditing] = useState<{ collection: string; action: PermissionAction } | null>(null);
  if (collections.isPending || rules.isPending) return <Spinner label="Loading permissions" />;
  if (collections.error || rules.error) return <ErrorState error={collections.error ?? rules.error} />;
  // Folders (collections without a table) hold no items, so no rules.
  const names = collections.data
    .filter((entry) => !entry.collection.startsWith(SYSTEM_PREFIX) && entry.schema !== null)
    .map((entry) => entry.collection);
  // A custom cell without a rule yet edits a draft that starts as full access and is written only on Save.
  const editedRule: EditedRule | undefined = editing
    ? (findRule(rules.data, editing.collection, editing.action) ?? { role, ...editing, ...ALL_ACCESS })
    : undefined;

  return (
    <>
      {setLevel.error ? <Notice kind="danger">{errorMessage(setLevel.error)}</Notice> : null}
      <table className="table permissions-matrix" aria-label="Permissions">
        <thead>
          <tr>
            <th scope="col">Collection</th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col">
                {action.charAt(0).toUpperCase() + action.slice(1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.length === 0 ? (
            <tr>
              <td colSpan={6}>There are no collections yet.</td>
            </tr>
          ) : null}
          {names.map((collection) => (
            <tr key={collection} className="table__row">
              <th scope="row">{collection}</th>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action}>
                  <PermissionCell
                    collection={collection}
                    action={action}
                    rule={findRule(rules.data, collection, action)}
                    isBusy={setLevel.isPending}
                    onLevel={(level) =>
                      setLevel.mutate(
                        { collection, action, level },
                        { onSuccess: () => (level === 'custom' ? setEditing({ collection, action }) : undefined) },
                      )
                    }
                    onEdit={() => setEditing({ collection, action })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SystemDefaults />
      {editing && editedRule ? (
        <CustomPermissionDrawer
          key={editedRule.id ?? `new-${editing.collection}-${editing.action}`}
          role={role}
          rule={editedRule}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
