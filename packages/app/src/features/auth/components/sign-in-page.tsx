import { useIsMutating } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ProjectBrand } from '../../../components/project-brand.js';
import { Spinner } from '../../../components/spinner.js';
import { useClient } from '../../../lib/client-context.js';
import { useTheme } from '../../../lib/themes/use-theme.js';
import { useCurrentUser, hasAppAccess } from '../api/current-user.js';
import { useServerInfo } from '../../../lib/use-server-info.js';
import { SIGN_OUT_KEY } from '../api/use-sign-out.js';
import { safeRedirect } from '../safe-redirect.js';
import { SignInMethods } from './sign-in-methods.js';
import { SignInNotice } from './sign-in-notice.js';
import { SsoReturn } from './sso-return.js';
import './sign-in-page.css';

/**
 * The sign-in screen, branded with the project's name, colour, logo and public note. Back from a
 * provider (`?sso=<name>` without `?reason=`) it first trades the provider's cookie for a session.
 */
export function SignInPage() {
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useServerInfo();
  const currentUser = useCurrentUser();
  const isSigningOut = useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;
  const project = info.data?.project;
  useTheme(project);
  const redirect = safeRedirect(params.get('redirect'));
  const reason = params.get('reason');
  const sso = params.get('sso');
  const isSsoReturn = sso !== null && !reason;
  const goOn = () => void navigate(redirect, { replace: true });

  function showFailure(code: string) {
    const next = new URLSearchParams(params);
    next.set('reason', code);
    void navigate(`/login?${next.toString()}`, { replace: true });
  }

  if (currentUser.isPending) return <Spinner />;
  // Back from a provider, its sign-in wins over a session this browser may still hold.
  if (!isSsoReturn && currentUser.data && hasAppAccess(currentUser.data) && !isSigningOut) return <Navigate to={redirect} replace />;

  return (
    <main className="sign-in">
      <section className="sign-in__panel">
        <ProjectBrand project={project} apiUrl={client.url} nameAsHeading />
        <SignInNotice reason={reason} sso={sso} />
        {isSsoReturn ? <SsoReturn onSignedIn={goOn} onFailed={showFailure} /> : <SignInMethods target={redirect} onSignedIn={goOn} />}
      </section>
      <aside className="sign-in__art">{project?.public_note ? <p className="sign-in__note">{project.public_note}</p> : null}</aside>
    </main>
  );
}
