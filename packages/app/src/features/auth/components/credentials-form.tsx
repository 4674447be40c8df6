import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Notice } from '../../../components/notice.js';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.js';
import type { SignInCredentials } from '../../../lib/auth/types.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The part of a sign-in mutation the form drives (`useSignIn`, `useProviderSignIn`). */
export interface CredentialsMutation {
  mutate(values: SignInCredentials, options: { onSuccess: (user: CurrentUser) => void; onError: (error: unknown) => void }): void;
  error: unknown;
  isPending: boolean;
}

export interface CredentialsFormProps {
  /** The form's accessible name. */
  label: string;
  /** "Email" for the local provider, "Identifier" for a directory. */
  identifierLabel: string;
  identifierType: 'email' | 'text';
  submitLabel: string;
  signIn: CredentialsMutation;
  onSignedIn: (user: CurrentUser) => void;
}

/**
 * Identifier and password; the one-time code field appears once the server answers INVALID_OTP
 * (a user with two-factor sign-in). Errors are the API's own messages.
 */
export function CredentialsForm({ label, identifierLabel, identifierType, submitLabel, signIn, onSignedIn }: CredentialsFormProps) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const ids = { identifier: useId(), password: useId(), otp: useId() };
  const { t } = useTranslation();

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate(
      { identifier, password, otp: needsOtp ? otp : undefined },
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
    <form className="sign-in-form" aria-label={label} onSubmit={submit} noValidate>
      {signIn.error && !isFirstOtpPrompt ? <Notice kind="danger">{errorMessage(signIn.error)}</Notice> : null}
      {needsOtp && isFirstOtpPrompt ? <Notice kind="info">{t('signIn.otpPrompt')}</Notice> : null}
      <label htmlFor={ids.identifier}>{identifierLabel}</label>
      <input
        id={ids.identifier}
        className="input"
        type={identifierType}
        autoComplete="username"
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <label htmlFor={ids.password}>{t('signIn.password')}</label>
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
          <label htmlFor={ids.otp}>{t('signIn.oneTimeCode')}</label>
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
      <Button type="submit" variant="primary" isLoading={signIn.isPending} disabled={!identifier || !password}>
        {submitLabel}
      </Button>
    </form>
  );
}
