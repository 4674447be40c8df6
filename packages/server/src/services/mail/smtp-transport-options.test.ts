import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.js';
import { smtpTransportOptions } from './smtp-transport-options.js';

const optionsOf = (env: Record<string, string>) =>
  smtpTransportOptions(loadConfig({ envFile: null, env: { EMAIL_TRANSPORT: 'smtp', ...env } }));

/**
 * The mail tests point the transport at a catcher on an ephemeral port, so EMAIL_SMTP_PORT is the
 * one SMTP setting no server test can leave unset: this is where its default is kept.
 */
describe('smtpTransportOptions', () => {
  it('dials 127.0.0.1:587 without TLS at connect (STARTTLS when offered) and signs in to nothing, with only EMAIL_TRANSPORT set', () => {
    expect(optionsOf({})).toEqual({ host: '127.0.0.1', port: 587, secure: false, ignoreTLS: false });
  });

  it('signs in with EMAIL_SMTP_USER and its password, an empty one when EMAIL_SMTP_PASSWORD is unset', () => {
    expect(optionsOf({ EMAIL_SMTP_USER: 'mailer', EMAIL_SMTP_PASSWORD: 'smtp-secret' }).auth).toEqual({
      user: 'mailer',
      pass: 'smtp-secret',
    });
    expect(optionsOf({ EMAIL_SMTP_USER: 'mailer' }).auth).toEqual({ user: 'mailer', pass: '' });
    expect(optionsOf({ EMAIL_SMTP_PASSWORD: 'ignored without a user' }).auth).toBeUndefined();
  });

  it('takes the host, port and TLS settings as set', () => {
    expect(
      optionsOf({ EMAIL_SMTP_HOST: 'smtp.example.org', EMAIL_SMTP_PORT: '465', EMAIL_SMTP_SECURE: 'true', EMAIL_SMTP_IGNORE_TLS: 'true' }),
    ).toEqual({
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      ignoreTLS: true,
    });
  });
});
