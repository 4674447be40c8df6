import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useSignIn } from '../api/use-sign-in.js';
import { CredentialsForm } from './credentials-form.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** E-mail and password of the local provider (`POST /auth/login`). */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const signIn = useSignIn();
  const { t } = useTranslation();
  return (
    <CredentialsForm
      label={t('signIn.form')}
      identifierLabel={t('signIn.email')}
      identifierType="email"
      submitLabel={t('signIn.submit')}
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  );
}
