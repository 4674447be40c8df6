import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useCreateRole } from '../api/use-role.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Name and access of a new role; opens it once created. */
export function CreateRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRole();
  const [name, setName] = useState('');
  const [hasAdminAccess, setAdminAccess] = useState(false);
  const [hasAppAccess, setAppAccess] = useState(true);
  const ids = { name: useId(), admin: useId(), app: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), admin_access: hasAdminAccess, app_access: hasAppAccess, icon: 'supervised_user_circle' },
      { onSuccess: (role) => void navigate(`/settings/roles/${encodeURIComponent(role.id)}`) },
    );
  };
  return (
    <Dialog
      title={t('roles.createRole')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('roles.cancel')}</Button>
          <Button variant="primary" type="submit" form="create-role" isLoading={create.isPending} disabled={!name.trim()}>
            {t('roles.save')}
          </Button>
        </>
      }
    >
      <form id="create-role" className="role-form__field" onSubmit={submit}>
        {create.error ? <Notice kind="danger">{errorMessage(create.error)}</Notice> : null}
        <label htmlFor={ids.name}>{t('roles.roleName')}</label>
        <input id={ids.name} className="input" value={name} onChange={(event) => setName(event.target.value)} autoFocus />
        <span className="role-form__check">
          <input id={ids.app} type="checkbox" checked={hasAppAccess} onChange={(event) => setAppAccess(event.target.checked)} />
          <label htmlFor={ids.app}>{t('roles.appAccess')}</label>
        </span>
        <span className="role-form__check">
          <input id={ids.admin} type="checkbox" checked={hasAdminAccess} onChange={(event) => setAdminAccess(event.target.checked)} />
          <label htmlFor={ids.admin}>{t('roles.adminAccess')}</label>
        </span>
      </form>
    </Dialog>
  );
}
