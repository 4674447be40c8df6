import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RecordHistory } from '../../../components/record-history/record-history.js';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { ErrorState } from '../../../components/error-state.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { Spinner } from '../../../components/spinner.js';
import { UserAvatar } from '../../../components/user-avatar.js';
import { serverFieldErrors } from '../../../form/server-field-errors.js';
import { useRoles } from '../../../lib/access/use-roles.js';
import type { UserRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { useDeleteUser, useSaveUser, useSignedInUser, useUser } from '../api/use-user.js';
import { SELF_FIELDS, USER_PAGE_FIELDS, userName } from '../api/user-fields.js';
import { LinkedProvider } from './linked-provider.js';
import { OwnTwoFactorSetup } from './own-two-factor-setup.js';
import { TwoFactorReset } from './two-factor-reset.js';
import { UserForm } from './user-form.js';
import type { UserDraft } from './user-form.js';

/** The edits to send: empty tags dropped, an empty password left out. */
export function cleanEdits(edits: UserDraft): UserDraft {
  const result: UserDraft = { ...edits };
  if (result.tags) result.tags = result.tags.filter(Boolean);
  if (!result.password) delete result.password;
  return result;
}

/** `/users/:id` (and `/users/+` for a new user): every person-editable field, save, delete. */
export function UserPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const isNew = id === '+';
  const me = useSignedInUser();
  const isOwnPage = me?.id === id;
  const isAdmin = me?.role?.admin_access === true;
  const user = useUser(id, isOwnPage && !isAdmin ? SELF_FIELDS : USER_PAGE_FIELDS, isOwnPage);
  const roles = useRoles();
  if (!isNew && user.isPending) return <Spinner label={t('users.loadingUser')} />;
  if (!isNew && user.error) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <>
      <UserEditor
        id={id}
        user={isNew ? { status: 'active' } : (user.data ?? {})}
        roles={roles.data ?? []}
        isOwnPage={isOwnPage}
        isSelfService={isOwnPage && !isAdmin}
      />
      {isOwnPage && !user.data?.tfa_secret ? <OwnTwoFactorSetup onEnabled={() => void user.refetch()} /> : null}
      {isNew ? null : <RecordHistory collection="directus_users" item={id} noun="user" />}
    </>
  );
}

interface UserEditorProps {
  id: string;
  user: Partial<UserRow>;
  roles: NonNullable<ReturnType<typeof useRoles>['data']>;
  /** The signed-in user's own page: read and saved through `/users/me`. */
  isOwnPage: boolean;
  /** A non-admin on their own page: no role, status, token or delete (the API refuses them all). */
  isSelfService: boolean;
}

function UserEditor({ id, user, roles, isOwnPage, isSelfService }: UserEditorProps) {
  const { t } = useTranslation();
  const isNew = id === '+';
  const client = useClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [edits, setEdits] = useState<UserDraft>({});
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveUser(id, isOwnPage);
  const remove = useDeleteUser(id);
  const token = useMutation({
    mutationFn: () => client.randomString(32),
    onSuccess: (value) => setEdits((current) => ({ ...current, token: value })),
  });
  const value = { ...user, ...edits };
  const title = isNew
    ? t('users.creating')
    : userName({ id, first_name: user.first_name ?? null, last_name: user.last_name ?? null, email: user.email ?? null });
  useBreadcrumbs([{ label: t('shell.moduleUsers'), to: '/users' }, { label: title }]);
  const errors = serverFieldErrors(save.error);
  const hasEdits = Object.keys(cleanEdits(edits)).length > 0;

  function submit() {
    save.mutate(cleanEdits(edits), {
      onSuccess: (saved) => {
        setEdits({});
        notify({ kind: 'success', title: t(isNew ? 'users.created' : 'users.saved') });
        if (isNew && saved) void navigate(`/users/${encodeURIComponent(saved.id)}`, { replace: true });
      },
    });
  }

  return (
    <section aria-labelledby="user-title">
      <div className="users-toolbar">
        {!isNew ? <UserAvatar name={title} avatar={value.avatar ?? null} size={48} /> : null}
        <h1 id="user-title" className="users-toolbar__title">
          {title}
        </h1>
        {!isNew && !isSelfService ? (
          <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
            {t('users.delete')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={submit} isLoading={save.isPending} disabled={!hasEdits}>
          {t('users.save')}
        </Button>
      </div>
      {save.error && Object.keys(errors).length === 0 ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
      {token.error ? <Notice kind="danger">{errorMessage(token.error)}</Notice> : null}
      <UserForm
        value={value}
        errors={errors}
        roles={roles}
        isSelfService={isSelfService}
        onChange={(patch) => setEdits((current) => ({ ...current, ...patch }))}
        onGenerateToken={() => token.mutate()}
        isGeneratingToken={token.isPending}
      />
      {!isNew ? <LinkedProvider user={user} /> : null}
      {!isNew && user.tfa_secret ? <TwoFactorReset id={id} /> : null}
      {isConfirmingDelete ? (
        <ConfirmDialog
          title={t('users.deleteTitle')}
          confirmLabel={t('users.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => void navigate('/users', { replace: true }),
              onError: (error) => {
                setConfirmingDelete(false);
                notify({ kind: 'danger', title: errorMessage(error) });
              },
            })
          }
        >
          <p>{t('users.deleteText', { name: title })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
