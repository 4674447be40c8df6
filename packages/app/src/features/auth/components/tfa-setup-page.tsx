import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { TwoFactorSecret } from '../../../lib/app-client.js';
import { needsTfaSetup, useCurrentUser } from '../api/current-user.js';
import { useEnableTfa, useGenerateTfaSecret } from '../api/use-tfa-setup.js';
import { useSignOut } from '../api/use-sign-out.js';
import { safeRedirect } from '../safe-redirect.js';
import './sign-in-page.css';

const OTP_PATTERN = /^\d{6}$/;

/**
 * `/tfa-setup`: the first sign-in of a user whose role enforces two-factor sign-in. They confirm
 * their password, add the secret to an authenticator app, prove it with a one-time code, and
 * then continue to where they were going (`?redirect=`).
 */
export function TfaSetupPage() {
  const [params] = useSearchParams();
  const currentUser = useCurrentUser();
  const redirect = safeRedirect(params.get('redirect'));
  const user = currentUser.data;

  if (currentUser.isPending) return <Spinner label="Checking your session" />;
  if (currentUser.error) return <Notice kind="danger">{errorMessage(currentUser.error)}</Notice>;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  if (!needsTfaSetup(user)) return <Navigate to={redirect} replace />;
  return <TfaSetupForm redirect={redirect} />;
}

function TfaSetupForm({ redirect }: { redirect: string }) {
  const navigate = useNavigate();
  const generate = useGenerateTfaSecret();
  const enable = useEnableTfa();
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const ids = { password: useId(), otp: useId(), secret: useId(), url: useId() };

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    generate.mutate(password, { onSuccess: (answer) => setSecret(answer) });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!secret || !OTP_PATTERN.test(otp)) return;
    enable.mutate({ secret: secret.secret, otp }, { onSuccess: () => void navigate(redirect, { replace: true }) });
  }

  return (
    <main className="sign-in">
      <section className="sign-in__panel">
        <h1 className="sign-in__title">Set up two-factor sign-in</h1>
        <p>Your role requires two-factor sign-in. Set it up to continue.</p>
        {secret === null ? (
          <form className="sign-in-form" aria-label="Confirm it is you" onSubmit={submitPassword} noValidate>
            {generate.error ? <Notice kind="danger">{errorMessage(generate.error)}</Notice> : null}
            <label htmlFor={ids.password}>Password</label>
            <input
              id={ids.password}
              className="input"
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="primary" isLoading={generate.isPending} disabled={!password}>
              Continue
            </Button>
          </form>
        ) : (
          <form className="sign-in-form" aria-label="Enable two-factor sign-in" onSubmit={submitCode} noValidate>
            {enable.error ? <Notice kind="danger">{errorMessage(enable.error)}</Notice> : null}
            <p>Add this secret to your authenticator app (or open the link on your phone), then enter the 6-digit code it shows.</p>
            <label htmlFor={ids.secret}>Secret</label>
            <output id={ids.secret} className="input tfa-setup__value">
              <code>{secret.secret}</code>
            </output>
            <label htmlFor={ids.url}>Authenticator link</label>
            <output id={ids.url} className="input tfa-setup__value">
              <code>{secret.otpauth_url}</code>
            </output>
            <label htmlFor={ids.otp}>One-time code</label>
            <input
              id={ids.otp}
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={6}
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\s/g, ''))}
            />
            <Button type="submit" variant="primary" isLoading={enable.isPending} disabled={!OTP_PATTERN.test(otp)}>
              Enable two-factor sign-in
            </Button>
          </form>
        )}
        <Button variant="ghost" isLoading={signOut.isPending} onClick={() => signOut.mutate(undefined)}>
          Sign out
        </Button>
      </section>
    </main>
  );
}
