import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { RoleSelect } from '../../../components/role-select.js';
import { ACCESS_KEYS } from '../../../lib/access/access-query-keys.js';
import type { RoleRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** "a@x.org, b@y.org" or one per line → the addresses. */
export function parseEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/** Invite people by e-mail into a role (`POST /users/invite`); the server mails each a link. */
export function InviteDialog({
  roles,
  defaultRole,
  onClose,
}: {
  roles: readonly RoleRow[];
  defaultRole: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<string | null>(defaultRole ?? roles[0]?.id ?? null);
  const ids = { emails: useId(), role: useId() };
  const invite = useMutation({
    mutationFn: () => client.inviteUsers(parseEmails(emails), role ?? ''),
    onSuccess: async () => {
      notify({ kind: 'success', title: t('users.invitationsSent') });
      await queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.users });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseEmails(emails).length > 0 && role) invite.mutate();
  };
  return (
    <Dialog
      title={t('users.inviteTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            type="submit"
            form="invite-users"
            isLoading={invite.isPending}
            disabled={!role || parseEmails(emails).length === 0}
          >
            {t('users.inviteButton')}
          </Button>
        </>
      }
    >
      <form id="invite-users" className="user-form__field" onSubmit={submit}>
        {invite.error ? <Notice kind="danger">{errorMessage(invite.error)}</Notice> : null}
        <label htmlFor={ids.emails}>{t('users.emails')}</label>
        <textarea
          id={ids.emails}
          className="textarea"
          placeholder={t('users.emailsPlaceholder')}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
        />
        <label htmlFor={ids.role}>{t('users.role')}</label>
        <RoleSelect id={ids.role} roles={roles} value={role} onChange={setRole} />
      </form>
    </Dialog>
  );
}
