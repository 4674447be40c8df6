import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { AuthProvider } from '../../../lib/auth/types.js';
import { useRequestSignInLink } from '../api/use-auth-providers.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * An e-mail provider: the server mails a link that signs the visitor in and leads back to
 * `returnUrl` (204 whether or not the address is known, so the form never tells).
 */
export function EmailLinkForm({ provider, returnUrl }: { provider: AuthProvider; returnUrl: string }) {
  const { t } = useTranslation();
  const requestLink = useRequestSignInLink(provider.name);
  const [email, setEmail] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    requestLink.mutate({ email: email.trim(), redirect: returnUrl });
  }

  if (requestLink.isSuccess)
    return (
      <Notice kind="success" title={t('signIn.checkInbox')}>
        {t('signIn.linkOnItsWay', { email: requestLink.variables.email })}
      </Notice>
    );
  return (
    <form className="sign-in-form" aria-label={t('signIn.emailWith', { provider: provider.label })} onSubmit={submit} noValidate>
      {requestLink.error ? <Notice kind="danger">{errorMessage(requestLink.error)}</Notice> : null}
      <label htmlFor={id}>{t('signIn.email')}</label>
      <input
        id={id}
        className="input"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" isLoading={requestLink.isPending} disabled={!email.trim()}>
        {t('signIn.emailMeLink')}
      </Button>
    </form>
  );
}
