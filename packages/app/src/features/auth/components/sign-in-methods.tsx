import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useAuthProviders } from '../api/use-auth-providers.js';
import { SignInForm } from './sign-in-form.js';
import { SignInProviders } from './sign-in-providers.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface SignInMethodsProps {
  /** The in-app page to open once signed in. */
  target: string;
  onSignedIn: (user: CurrentUser) => void;
}

/**
 * The ways in that `GET /auth` offers: the e-mail and password form unless `disableDefault`, then
 * each provider. If the list cannot be read, the password form still works.
 */
export function SignInMethods({ target, onSignedIn }: SignInMethodsProps) {
  const { t } = useTranslation();
  const list = useAuthProviders();
  if (list.isPending) return <Spinner label={t('signIn.loadingOptions')} />;
  const providers = list.data?.providers ?? [];
  const hasDefault = !list.data?.disableDefault;
  return (
    <>
      {hasDefault ? <SignInForm onSignedIn={onSignedIn} /> : null}
      {hasDefault && providers.length > 0 ? (
        <p className="sign-in__divider" role="separator">
          {t('signIn.or')}
        </p>
      ) : null}
      {providers.length > 0 ? <SignInProviders providers={providers} target={target} onSignedIn={onSignedIn} /> : null}
      {!hasDefault && providers.length === 0 ? <Notice kind="warning">{t('signIn.noWay')}</Notice> : null}
    </>
  );
}
