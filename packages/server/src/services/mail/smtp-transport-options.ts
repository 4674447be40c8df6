import type { Config } from '../../config/load-config.js';

export interface SmtpTransportOptions {
  host: string;
  port: number;
  secure: boolean;
  ignoreTLS: boolean;
  auth?: { user: string; pass: string };
}

/** nodemailer's SMTP options from the EMAIL_SMTP_* settings: a sign-in only when EMAIL_SMTP_USER is set. */
export function smtpTransportOptions(config: Config): SmtpTransportOptions {
  return {
    host: config.EMAIL_SMTP_HOST,
    port: config.EMAIL_SMTP_PORT,
    secure: config.EMAIL_SMTP_SECURE,
    ignoreTLS: config.EMAIL_SMTP_IGNORE_TLS,
    ...(config.EMAIL_SMTP_USER ? { auth: { user: config.EMAIL_SMTP_USER, pass: config.EMAIL_SMTP_PASSWORD ?? '' } } : {}),
  };
}
