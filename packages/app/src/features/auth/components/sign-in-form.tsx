import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useSignIn } from '../api/use-sign-in.js';

/**
 * Email and password; the one-time code field appears once the server answers INVALID_OTP
 * (a user with two-factor sign-in). Errors are the API's own messages.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const ids = { email: useId(), password: useId(), otp: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate(
      { email, password, otp: needsOtp ? otp : undefined },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (hasErrorCode(error, 'INVALID_OTP')) setNeedsOtp(true);
        },
      },
    );
  }

  // The first INVALID_OTP only means "a code is needed": show the field, not an error.
  const isFirstOtpPrompt = hasErrorCode(signIn.error, 'INVALID_OTP') && otp === '';
  return (
    <form className="sign-in-form" aria-label="Sign in" onSubmit={submit} noValidate>
      {signIn.error && !isFirstOtpPrompt ? <Notice kind="danger">{errorMessage(signIn.error)}</Notice> : null}
      {needsOtp && isFirstOtpPrompt ? <Notice kind="info">Enter the one-time code from your authenticator app.</Notice> : null}
      <label htmlFor={ids.email}>Email</label>
      <input
        id={ids.email}
        className="input"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={ids.password}>Password</label>
      <input
        id={ids.password}
        className="input"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {needsOtp ? (
        <>
          <label htmlFor={ids.otp}>One-time code</label>
          <input
            id={ids.otp}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={otp}
            onChange={(event) => setOtp(event.target.value.trim())}
          />
        </>
      ) : null}
      <Button type="submit" variant="primary" isLoading={signIn.isPending} disabled={!email || !password}>
        Sign in
      </Button>
    </form>
  );
}
