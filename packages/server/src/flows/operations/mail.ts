import { invalidPayload } from '../../errors/error-helpers.js';
import { sendMail } from '../../services/mail/send-mail.js';
import { renderMailBody, type MailBodyType } from '../mail-body.js';
import { optionToObject, optionToString } from '../operation-options.js';
import type { OperationDefinition } from '../operation-types.js';

interface MailOptions {
  /** One address, a list, or addresses separated by commas. */
  to?: unknown;
  subject?: unknown;
  body?: unknown;
  type?: unknown;
  template?: unknown;
  data?: unknown;
}

const TYPES: readonly MailBodyType[] = ['markdown', 'wysiwyg', 'template'];
const MAX_RECIPIENTS = 100;
/** One plain address: no display name, spaces, commas or angle brackets, so a value can't add recipients or headers. */
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

/**
 * `mail` (Send Email): sends `subject` and `body` (markdown by default, the editor's HTML with
 * `wysiwyg`, or a liquid `template` with `data`; see mail-body.ts) to `to` through the server's
 * mail service (EMAIL_TRANSPORT). Resolves with null once the transport has accepted it.
 */
const mail: OperationDefinition<MailOptions> = {
  id: 'mail',
  async handler(options, { ctx }) {
    const to = recipients(options.to);
    const type = options.type === undefined || options.type === null || options.type === '' ? 'markdown' : options.type;
    if (!TYPES.includes(type as MailBodyType)) throw invalidPayload(`Option "type" must be one of ${TYPES.join(', ')}`);
    const body = await renderMailBody(type as MailBodyType, {
      body: optionToString(options.body),
      template: options.template,
      data: optionToObject(options.data, 'data'),
      templatesPath: ctx.config.EMAIL_TEMPLATES_PATH,
    });
    // Line breaks in a subject would start new headers; they are folded into spaces.
    const subject = optionToString(options.subject).replace(/[\r\n]+/g, ' ');
    await sendMail(ctx, { to: to.join(', '), subject, ...body });
    return null;
  },
};

export default mail;

function recipients(value: unknown): string[] {
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? optionToObject(value, 'to') : value;
  const list = (Array.isArray(parsed) ? parsed : typeof parsed === 'string' ? parsed.split(',') : [])
    .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
    .filter((entry) => entry !== '');
  if (list.length === 0) throw invalidPayload('Option "to" needs at least one address');
  if (list.length > MAX_RECIPIENTS) throw invalidPayload(`Option "to" may hold at most ${MAX_RECIPIENTS} addresses`);
  for (const entry of list)
    if (typeof entry !== 'string' || !ADDRESS.test(entry))
      throw invalidPayload(`"${String(entry)}" in option "to" is not an email address`);
  return list as string[];
}
