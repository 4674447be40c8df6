import { Icon } from '../../../components/icon.js';
import type { AuthProvider } from '../../../lib/auth/types.js';
import { useClient } from '../../../lib/client-context.js';
import { providerLoginUrl, ssoReturnPath } from '../sso-return-path.js';
import { useAbsoluteHref } from './use-absolute-href.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * An OpenID, OAuth 2 or SAML provider: a plain link to the API, which sends the browser to the
 * provider and back to this page with `?sso=<name>`. `target` is where to go once signed in.
 */
export function ProviderLink({ provider, target }: { provider: AuthProvider; target: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const returnUrl = useAbsoluteHref(ssoReturnPath(provider.name, target));
  return (
    <a className="button button--secondary sign-in__provider" href={providerLoginUrl(client.url, provider.name, returnUrl)}>
      {provider.icon ? <Icon name={provider.icon} /> : null}
      {t('signIn.withProvider', { provider: provider.label })}
    </a>
  );
}
