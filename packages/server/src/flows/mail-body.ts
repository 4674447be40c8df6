import { join, resolve } from 'node:path';
import { invalidPayload } from '../errors/error-helpers.js';
import { isPlainObject } from '../utils/is-plain-object.js';

export type MailBodyType = 'markdown' | 'wysiwyg' | 'template';

export interface MailBody {
  html: string;
  text: string;
}

/** A template name is one file name under EMAIL_TEMPLATES_PATH: no path, so no way out of the folder. */
const TEMPLATE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * A mail operation's body as HTML plus a plain-text part:
 * - `markdown` (the default): rendered by markdown-it with raw HTML off, so HTML in the text (or in
 *   templated trigger data) is shown as text, and `javascript:` links are not made;
 * - `wysiwyg`: the app's rich-text editor's HTML, sent as written;
 * - `template`: `<EMAIL_TEMPLATES_PATH>/<template>.liquid` rendered with `data`, every output escaped.
 */
export async function renderMailBody(
  type: MailBodyType,
  options: { body: string; template: unknown; data: unknown; templatesPath: string },
): Promise<MailBody> {
  if (type === 'wysiwyg') return { html: options.body, text: textOf(options.body) };
  if (type === 'markdown') {
    const { default: MarkdownIt } = await import('markdown-it');
    return { html: new MarkdownIt({ html: false, linkify: true }).render(options.body), text: options.body };
  }
  if (typeof options.template !== 'string' || !TEMPLATE_NAME.test(options.template))
    throw invalidPayload('Option "template" must name a template file (letters, digits, "-" and "_")');
  const data = options.data === undefined || options.data === null || options.data === '' ? {} : options.data;
  if (!isPlainObject(data)) throw invalidPayload('Option "data" must be an object');
  const { Liquid } = await import('liquidjs');
  const root = resolve(options.templatesPath);
  const engine = new Liquid({
    root: [root],
    partials: [root],
    layouts: [root],
    extname: '.liquid',
    outputEscape: 'escape',
    relativeReference: false,
  });
  try {
    const html = String(await engine.renderFile(join(root, `${options.template}.liquid`), data));
    return { html, text: textOf(html) };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT' || /Failed to lookup/i.test(String((error as Error).message)))
      throw invalidPayload(`Template "${options.template}" doesn't exist`);
    throw invalidPayload(`Template "${options.template}" couldn't be rendered: ${(error as Error).message}`);
  }
}

/** A plain-text part for HTML: tags dropped, the common entities decoded, blank runs collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<br ?\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
