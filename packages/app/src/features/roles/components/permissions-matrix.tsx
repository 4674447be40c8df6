import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { PERMISSION_ACTIONS } from '../../../lib/access/types.js';
import type { PermissionAction, PermissionRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useCollections } from '../../../lib/schema/use-schema.js';
import { ALL_ACCESS, findRule } from '../api/permission-state.js';
import { isSystemCollection } from '../api/system-permission-sets.js';
import { useRolePermissions, useSetPermissionLevel } from '../api/use-role-permissions.js';
import { CollectionPermissionsRow } from './collection-permissions-row.js';
import { CustomPermissionDrawer, type EditedRule } from './custom-permission-drawer.js';
import { SystemPermissionSets } from './system-permission-sets.js';

export interface PermissionsMatrixProps {
  /** The role's key; `null` for the public role. */
  role: string | null;
  /** Whether the role has app access: the one-click sets of system rules are for app roles. */
  appAccess?: boolean;
}

/** Collection × action: no access, all access or custom (item filter, fields, validation, presets). */
export function PermissionsMatrix({ role, appAccess = false }: PermissionsMatrixProps) {
  const { t } = useTranslation();
  const collections = useCollections();
  const rules = useRolePermissions(role);
  if (collections.isPending || rules.isPending) return <Spinner label={t('roles.loadingPermissions')} />;
  if (collections.error || rules.error) return <ErrorState error={collections.error ?? rules.error} />;
  // Folders (collections without a table) hold no items, so no rules.
  const names = collections.data.filter((entry) => entry.schema !== null).map((entry) => entry.collection);
  return <Matrix role={role} appAccess={appAccess} names={names} rules={rules.data} />;
}

interface MatrixProps {
  role: string | null;
  appAccess: boolean;
  names: readonly string[];
  rules: readonly PermissionRow[];
}

function Matrix({ role, appAccess, names, rules }: MatrixProps) {
  const { t } = useTranslation();
  const setLevel = useSetPermissionLevel(role, rules);
  const [editing, setEditing] = useState<{ collection: string; action: PermissionAction } | null>(null);
  // The system group starts open when the role already has rules there, so they are never hidden.
  const [isSystemOpen, setSystemOpen] = useState(() => rules.some((rule) => isSystemCollection(rule.collection)));
  const userNames = names.filter((name) => !isSystemCollection(name));
  const systemNames = names.filter(isSystemCollection).sort();
  // A custom cell without a rule yet edits a draft that starts as full access and is written only on Save.
  const editedRule: EditedRule | undefined = editing
    ? (findRule(rules, editing.collection, editing.action) ?? { role, ...editing, ...ALL_ACCESS })
    : undefined;
  const row = (collection: string) => (
    <CollectionPermissionsRow
      key={collection}
      collection={collection}
      rules={rules}
      isBusy={setLevel.isPending}
      hasDefaults={role !== null}
      onLevel={(name, action, level) =>
        setLevel.mutate(
          { collection: name, action, level },
          { onSuccess: () => (level === 'custom' ? setEditing({ collection: name, action }) : undefined) },
        )
      }
      onEdit={(name, action) => setEditing({ collection: name, action })}
    />
  );

  return (
    <>
      {setLevel.error ? <Notice kind="danger">{errorMessage(setLevel.error)}</Notice> : null}
      <table className="table permissions-matrix" aria-label={t('roles.permissions')}>
        <thead>
          <tr>
            <th scope="col">{t('roles.collection')}</th>
            {PERMISSION_ACTIONS.map((action) => (
              <th key={action} scope="col">
                {t(`roles.${action}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {userNames.length === 0 ? (
            <tr>
              <td colSpan={6}>{t('roles.noCollections')}</td>
            </tr>
          ) : null}
          {userNames.map(row)}
        </tbody>
        <tbody aria-label={t('roles.systemCollections')}>
          <tr className="permissions-matrix__group">
            <th scope="rowgroup" colSpan={6}>
              <button
                type="button"
                className="permissions-matrix__toggle"
                aria-expanded={isSystemOpen}
                onClick={() => setSystemOpen(!isSystemOpen)}
              >
                {t('roles.systemCollections')}
              </button>
              {isSystemOpen ? <small className="permissions-matrix__default">{t('roles.systemHint')}</small> : null}
            </th>
          </tr>
          {isSystemOpen ? systemNames.map(row) : null}
        </tbody>
      </table>
      {isSystemOpen && appAccess && role !== null ? <SystemPermissionSets role={role} rules={rules} /> : null}
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
