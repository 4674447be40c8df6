import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config/load-config.js';
import { smtpTransportOptions } from './smtp-transport-options.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  config: Config;
  logger: Logger;
}

/** Sends one message through EMAIL_TRANSPORT; with `none` it is logged as not sent. */
export async function sendMail(ctx: MailContext, message: MailMessage): Promise<void> {
  const transport = await createTransport(ctx.config);
  if (!transport) {
    ctx.logger.warn({ to: message.to, subject: message.subject }, 'EMAIL_TRANSPORT is "none": mail not sent');
    return;
  }
  try {
    await transport.sendMail({ from: ctx.config.EMAIL_FROM, ...message });
  } finally {
    transport.close();
  }
}

/** nodemailer is loaded only when a message is actually sent (it is large and rarely needed). */
async function createTransport(config: Config): Promise<Transporter | null> {
  if (config.EMAIL_TRANSPORT === 'none') return null;
  const { default: nodemailer } = await import('nodemailer');
  switch (config.EMAIL_TRANSPORT) {
    case 'smtp':
      return nodemailer.createTransport(smtpTransportOptions(config));
    case 'sendmail':
      return nodemailer.createTransport({ sendmail: true });
  }
}
