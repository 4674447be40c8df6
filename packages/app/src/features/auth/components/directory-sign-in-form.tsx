import type { AuthProvider } from '../../../lib/auth/types.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useProviderSignIn } from '../api/use-provider-sign-in.js';
import { CredentialsForm } from './credentials-form.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** An LDAP provider: the directory's identifier and password (`POST /auth/login/:provider`). */
export function DirectorySignInForm({ provider, onSignedIn }: { provider: AuthProvider; onSignedIn: (user: CurrentUser) => void }) {
  const { t } = useTranslation();
  const signIn = useProviderSignIn(provider.name);
  return (
    <CredentialsForm
      label={t('signIn.withProvider', { provider: provider.label })}
      identifierLabel={t('signIn.identifier')}
      identifierType="text"
      submitLabel={t('signIn.withProvider', { provider: provider.label })}
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  );
}
