import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { ErrorState } from '../../../components/error-state.js';
import { Notice } from '../../../components/notice.js';
import { RecordHistory } from '../../../components/record-history/record-history.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { Spinner } from '../../../components/spinner.js';
import { serverFieldErrors } from '../../../form/server-field-errors.js';
import type { RoleRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useDeleteRole, useRole, useUpdateRole } from '../api/use-role.js';
import { PermissionsMatrix } from './permissions-matrix.js';
import { RoleForm } from './role-form.js';
import { RoleUsers } from './role-users.js';

/** `/settings/roles/:id`: the role's settings, its permissions and its users. */
export function RolePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const role = useRole(id);
  if (role.isPending) return <Spinner label={t('roles.loadingRole')} />;
  if (role.error) return <ErrorState error={role.error} onRetry={() => void role.refetch()} />;
  return <RoleEditor role={role.data} />;
}

function RoleEditor({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [edits, setEdits] = useState<Partial<RoleRow>>({});
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateRole(role.id);
  const remove = useDeleteRole(role.id);
  const value = { ...role, ...edits };
  useBreadcrumbs([{ label: t('settings.navigation') }, { label: t('settings.roles'), to: '/settings/roles' }, { label: role.name }]);
  const errors = serverFieldErrors(update.error);
  const save = () =>
    update.mutate(edits, {
      onSuccess: () => {
        setEdits({});
        notify({ kind: 'success', title: t('roles.saved') });
      },
    });

  return (
    <section aria-labelledby="role-title">
      <div className="roles-toolbar">
        <h1 id="role-title" className="roles-toolbar__title">
          {role.name}
        </h1>
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          {t('roles.deleteRole')}
        </Button>
        <Button variant="primary" onClick={save} isLoading={update.isPending} disabled={Object.keys(edits).length === 0}>
          {t('roles.save')}
        </Button>
      </div>
      {update.error && Object.keys(errors).length === 0 ? <Notice kind="danger">{errorMessage(update.error)}</Notice> : null}
      <section className="roles-section" aria-labelledby="role-permissions-title">
        <h2 id="role-permissions-title" className="roles-section__title">
          {t('roles.permissions')}
        </h2>
        {value.admin_access ? <Notice kind="info">{t('roles.adminNotice')}</Notice> : null}
        <PermissionsMatrix role={role.id} appAccess={role.app_access} />
      </section>
      <section className="roles-section" aria-labelledby="role-settings-title">
        <h2 id="role-settings-title" className="roles-section__title">
          {t('roles.roleSettings')}
        </h2>
        <RoleForm value={value} errors={errors} onChange={(patch) => setEdits((current) => ({ ...current, ...patch }))} />
      </section>
      <section className="roles-section" aria-labelledby="role-users-title">
        <h2 id="role-users-title" className="roles-section__title">
          {t('roles.usersInRole')}
        </h2>
        <RoleUsers id={role.id} />
      </section>
      <RecordHistory collection="directus_roles" item={role.id} noun="role" />
      {isConfirmingDelete ? (
        <ConfirmDialog
          title={t('roles.deleteTitle', { name: role.name })}
          confirmLabel={t('roles.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void navigate('/settings/roles', { replace: true }),
              onError: (error) => {
                setConfirmingDelete(false);
                notify({ kind: 'danger', title: errorMessage(error) });
              },
            })
          }
        >
          <p>{t('roles.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
