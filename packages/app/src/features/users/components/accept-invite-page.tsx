import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * `/accept-invite?token=…`, the link of the invitation mail: the invited person chooses a
 * password (the project's policy applies) and may then sign in.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useClient();
  const [password, setPassword] = useState('');
  const id = useId();
  const accept = useMutation({ mutationFn: () => client.acceptInvite(token, password) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) accept.mutate();
  };
  return (
    <main className="sign-in">
      <section className="sign-in__panel">
        <h1 className="sign-in__title">{t('users.acceptInvitation')}</h1>
        {!token ? (
          <Notice kind="danger">{t('users.noToken')}</Notice>
        ) : accept.isSuccess ? (
          <Notice kind="success" title={t('users.accountReady')}>
            <Link to="/login">{t('users.signIn')}</Link> {t('users.signInWith')}
          </Notice>
        ) : (
          <form className="sign-in-form" aria-label={t('users.choosePassword')} onSubmit={submit} noValidate>
            {accept.error ? <Notice kind="danger">{errorMessage(accept.error)}</Notice> : null}
            <label htmlFor={id}>{t('users.password')}</label>
            <input
              id={id}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="primary" isLoading={accept.isPending} disabled={!password}>
              {t('users.acceptInvitation')}
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
