import type { MailMessage, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { renderMailBody } from '../../flows/mail-body.js';
import { sendMail } from '../../services/mail/send-mail.js';

const MAX_RECIPIENTS = 100;
/** One plain address: no display name, spaces, commas or angle brackets, so a value can't add recipients or headers. */
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

/**
 * The reference's MailService: `send` hands a message to the server's mailer (EMAIL_TRANSPORT). A
 * `template` is `<EMAIL_TEMPLATES_PATH>/<name>.liquid` rendered with its data (every output escaped),
 * as the flows' mail operation renders one; otherwise `html` and/or `text` are sent as given.
 */
export function mailServiceClass(ctx: AppContext) {
  return class MailService {
    constructor(_options: ServiceOptions = {}) {}

    async send(message: MailMessage): Promise<void> {
      if (!message || typeof message !== 'object') throw invalidPayload('A mail message has to be an object');
      const to = recipients(message.to);
      const subject = String(message.subject ?? '').replace(/[\r\n]+/g, ' ');
      const body = message.template
        ? await renderMailBody('template', {
            body: '',
            template: message.template.name,
            data: message.template.data ?? {},
            templatesPath: ctx.config.EMAIL_TEMPLATES_PATH,
          })
        : { html: message.html ?? '', text: message.text ?? '' };
      await sendMail(ctx, { to: to.join(', '), subject, html: body.html, text: body.text });
    }
  };
}

function recipients(value: unknown): string[] {
  const list = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
    .filter((entry) => entry !== '');
  if (list.length === 0) throw invalidPayload('"to" needs at least one address');
  if (list.length > MAX_RECIPIENTS) throw invalidPayload(`"to" may hold at most ${MAX_RECIPIENTS} addresses`);
  for (const entry of list)
    if (typeof entry !== 'string' || !ADDRESS.test(entry)) throw invalidPayload(`"${String(entry)}" is not an email address`);
  return list as string[];
}
