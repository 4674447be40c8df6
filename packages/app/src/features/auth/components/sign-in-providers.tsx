import type { AuthProvider } from '../../../lib/auth/types.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { ssoReturnPath } from '../sso-return-path.js';
import { DirectorySignInForm } from './directory-sign-in-form.js';
import { EmailLinkForm } from './email-link-form.js';
import { ProviderLink } from './provider-link.js';
import { useAbsoluteHref } from './use-absolute-href.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Drivers whose sign-in leaves for the provider's site and comes back (api-reference §2, Auth). */
const REDIRECT_DRIVERS: ReadonlySet<string> = new Set(['openid', 'oauth2', 'saml']);

export interface SignInProvidersProps {
  providers: readonly AuthProvider[];
  /** The in-app page to open once signed in. */
  target: string;
  onSignedIn: (user: CurrentUser) => void;
}

/** Every configured provider the way its driver signs in: a link, a directory form or an e-mail form. */
export function SignInProviders({ providers, target, onSignedIn }: SignInProvidersProps) {
  const { t } = useTranslation();
  const links = providers.filter((provider) => REDIRECT_DRIVERS.has(provider.driver));
  return (
    <div className="sign-in__providers">
      {links.length > 0 ? (
        <nav className="sign-in__provider-links" aria-label={t('signIn.providers')}>
          {links.map((provider) => (
            <ProviderLink key={provider.name} provider={provider} target={target} />
          ))}
        </nav>
      ) : null}
      {providers.map((provider) =>
        provider.driver === 'ldap' ? (
          <DirectorySignInForm key={provider.name} provider={provider} onSignedIn={onSignedIn} />
        ) : provider.driver === 'email' ? (
          <EmailProvider key={provider.name} provider={provider} target={target} />
        ) : null,
      )}
    </div>
  );
}

function EmailProvider({ provider, target }: { provider: AuthProvider; target: string }) {
  return <EmailLinkForm provider={provider} returnUrl={useAbsoluteHref(ssoReturnPath(provider.name, target))} />;
}
