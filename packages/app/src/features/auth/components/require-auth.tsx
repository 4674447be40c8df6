import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state.js';
import { ShellSkeleton } from '../../../components/shell-skeleton.js';
import { hasAppAccess, needsTfaSetup, useCurrentUser } from '../api/current-user.js';
import { SIGN_OUT_KEY, useSignOut } from '../api/use-sign-out.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/**
 * Shows its children only to a signed-in user whose role has app access. Anyone else goes to
 * the sign-in page, which brings them back here afterwards. A user whose role enforces two-factor
 * sign-in sets it up first (`/tfa-setup`), which also brings them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const currentUser = useCurrentUser();
  const signOut = useSignOut();
  const user = currentUser.data;
  const isDenied = Boolean(user && !hasAppAccess(user));
  // While a sign-out runs, the user is gone before the page has moved to /login: wait for it
  // rather than redirecting to /login?redirect=… ourselves.
  const isSigningOut = useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;

  useEffect(() => {
    if (isDenied && signOut.isIdle) signOut.mutate('NO_APP_ACCESS');
  }, [isDenied, signOut]);

  if (currentUser.isPending || isDenied || isSigningOut) return <ShellSkeleton label={t('signIn.checkingSession')} />;
  if (currentUser.error) return <ErrorState error={currentUser.error} onRetry={() => void currentUser.refetch()} />;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!user) return <Navigate to={`/login?redirect=${redirect}`} replace />;
  if (needsTfaSetup(user)) return <Navigate to={`/tfa-setup?redirect=${redirect}`} replace />;
  return children;
}
