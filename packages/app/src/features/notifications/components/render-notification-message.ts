import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * A notification's message (Markdown, with the few HTML tags the server writes: `<em>` around
 * names, `<a>` to the item) → safe HTML. Messages can come from flows that quote user input, so
 * only text-level tags and plain links survive: no images, styles, forms or event handlers, and
 * only http(s) and relative links. Heavy (markdown-it + DOMPurify): the drawer loads it lazily.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!/^(https?:\/\/|\/)/i.test(href)) node.removeAttribute('href');
});

const OPTIONS = {
  ALLOWED_TAGS: ['p', 'br', 'em', 'strong', 'b', 'i', 'a', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre'],
  ALLOWED_ATTR: ['href'],
};

export function renderNotificationMessage(message: string): string {
  return purifier.sanitize(markdown.render(message), OPTIONS);
}
