import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { TwoFactorSetupSteps } from '../../../components/two-factor/two-factor-setup-steps.js';
import { errorMessage } from '../../../lib/api-error.js';
import { needsTfaSetup, useCurrentUser } from '../api/current-user.js';
import { useSignOut } from '../api/use-sign-out.js';
import { safeRedirect } from '../safe-redirect.js';
import './sign-in-page.css';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * `/tfa-setup`: the first sign-in of a user whose role enforces two-factor sign-in. They confirm
 * their password, add the secret to an authenticator app, prove it with a one-time code, and
 * then continue to where they were going (`?redirect=`).
 */
export function TfaSetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currentUser = useCurrentUser();
  const redirect = safeRedirect(params.get('redirect'));
  const user = currentUser.data;

  if (currentUser.isPending) return <Spinner label={t('signIn.checkingSession')} />;
  if (currentUser.error) return <Notice kind="danger">{errorMessage(currentUser.error)}</Notice>;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  if (!needsTfaSetup(user)) return <Navigate to={redirect} replace />;
  return <TfaSetupForm redirect={redirect} />;
}

function TfaSetupForm({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <main className="sign-in">
      <section className="sign-in__panel">
        <h1 className="sign-in__title">{t('signIn.setUpTwoFactor')}</h1>
        <p>{t('signIn.roleRequiresTwoFactor')}</p>
        <TwoFactorSetupSteps className="sign-in-form" onEnabled={() => void navigate(redirect, { replace: true })} />
        <Button variant="ghost" isLoading={signOut.isPending} onClick={() => signOut.mutate(undefined)}>
          {t('signIn.signOut')}
        </Button>
      </section>
    </main>
  );
}
