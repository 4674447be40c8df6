import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../lib/api-error.js';
import type { TwoFactorSecret } from '../../lib/app-client.js';
import { useEnableTfa, useGenerateTfaSecret } from '../../lib/tfa/use-tfa-setup.js';
import { Button } from '../button.js';
import { Notice } from '../notice.js';
import { TfaQrCode } from './tfa-qr-code.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const OTP_PATTERN = /^\d{6}$/;

/**
 * Two-factor set-up in two steps: confirm the password (the server hands out a secret), then
 * prove the authenticator app has it with a one-time code. Used by `/tfa-setup` and the user's own page.
 */
export function TwoFactorSetupSteps({ onEnabled, className }: { onEnabled: () => void; className?: string }) {
  const { t } = useTranslation();
  const generate = useGenerateTfaSecret();
  const enable = useEnableTfa();
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
    enable.mutate({ secret: secret.secret, otp }, { onSuccess: onEnabled });
  }

  if (secret === null)
    return (
      <form className={className} aria-label={t('dialogs.confirmItIsYou')} onSubmit={submitPassword} noValidate>
        {generate.error ? <Notice kind="danger">{errorMessage(generate.error)}</Notice> : null}
        <label htmlFor={ids.password}>{t('dialogs.password')}</label>
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
          {t('dialogs.continue')}
        </Button>
      </form>
    );
  return (
    <form className={className} aria-label={t('dialogs.enableTwoFactor')} onSubmit={submitCode} noValidate>
      {enable.error ? <Notice kind="danger">{errorMessage(enable.error)}</Notice> : null}
      <p>{t('dialogs.scanQr')}</p>
      <TfaQrCode url={secret.otpauth_url} />
      <label htmlFor={ids.secret}>{t('dialogs.secret')}</label>
      <output id={ids.secret} className="input tfa-setup__value">
        <code>{secret.secret}</code>
      </output>
      <label htmlFor={ids.url}>{t('dialogs.authenticatorLink')}</label>
      <output id={ids.url} className="input tfa-setup__value">
        <code>{secret.otpauth_url}</code>
      </output>
      <label htmlFor={ids.otp}>{t('dialogs.oneTimeCode')}</label>
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
        {t('dialogs.enableTwoFactor')}
      </Button>
    </form>
  );
}
