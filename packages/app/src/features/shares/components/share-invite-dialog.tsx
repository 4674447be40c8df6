import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { ShareRow } from '../../../lib/shares/types.js';
import { useInviteToShare } from '../api/share-queries.js';
import { parseEmails } from '../share-link.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Mail the share's link to people (`POST /shares/invite`); the API's error shows when mail is not set up. */
export function ShareInviteDialog({ share, onClose }: { share: ShareRow; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const invite = useInviteToShare();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseEmails(text);
    if (emails.length === 0) return setProblem(t('shares.enterEmail'));
    if (invalid.length > 0) return setProblem(t('shares.notEmail', { emails: invalid.join(', ') }));
    setProblem(null);
    invite.mutate(
      { share: share.id, emails },
      {
        onSuccess: () => {
          notify({
            kind: 'success',
            title: emails.length === 1 ? t('shares.invitationSent') : t('shares.invitationsSent', { count: emails.length }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      title={t('shares.inviteTitle', { name: share.name || t('shares.share') })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} isLoading={invite.isPending}>
            {t('shares.sendInvitations')}
          </Button>
        </>
      }
    >
      <form id={formId} className="shares-form" onSubmit={submit} noValidate>
        {invite.error ? <Notice kind="danger">{errorMessage(invite.error)}</Notice> : null}
        <label htmlFor={inputId}>{t('shares.emails')}</label>
        <textarea
          id={inputId}
          className="textarea"
          placeholder={t('shares.emailsPlaceholder')}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          data-autofocus
        />
        {problem ? (
          <p id={`${inputId}-error`} className="shares-form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
