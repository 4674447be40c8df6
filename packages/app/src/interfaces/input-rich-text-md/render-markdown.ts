import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Markdown → safe HTML for the editor's preview, in two layers. markdown-it renders CommonMark
 * plus tables, strikethrough and bare links with `html: false`: HTML typed into the text is shown
 * as text, never parsed (even parsing `onerror=` in an inert document makes Chromium report a CSP
 * violation), and it refuses `javascript:`/`vbscript:` links. DOMPurify then checks the result
 * anyway (scripts, event handlers, unsafe URLs, iframes, forms, inline styles). Links open in a
 * new tab without an opener.
 *
 * Heavy (markdown-it + DOMPurify): import it lazily, never from a route's first chunk.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  // Inline styles could dress text up as the app's own controls.
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
};

export function renderMarkdown(source: string): string {
  return purifier.sanitize(markdown.render(source), SANITIZE_OPTIONS);
}
