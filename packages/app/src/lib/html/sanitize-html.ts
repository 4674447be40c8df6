import DOMPurify from 'dompurify';
import { stripInlineAttributes } from './strip-inline-attributes.js';

/**
 * Stored rich text → HTML safe to render or to load into an editor: no scripts, event handlers,
 * `javascript:` URLs, frames, forms or inline styles (which could dress text up as the app's own
 * controls). Links open in a new tab without an opener.
 *
 * Heavy (DOMPurify): import it lazily, never from a route's first chunk.
 */
const purifier = DOMPurify();
/** The `imageSrc` of the sanitizeHtml call under way (DOMPurify hooks are per instance). */
let rewriteImageSrc: ((src: string) => string) | undefined;
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  const src = node.tagName === 'IMG' ? node.getAttribute('src') : null;
  if (src !== null && rewriteImageSrc) node.setAttribute('src', rewriteImageSrc(src));
});

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
};

export interface SanitizeHtmlOptions {
  /** Rewrites each kept image address (e.g. to add the user's token for display). */
  imageSrc?: (src: string) => string;
}

export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  rewriteImageSrc = options.imageSrc;
  try {
    return purifier.sanitize(stripInlineAttributes(html), SANITIZE_OPTIONS);
  } finally {
    rewriteImageSrc = undefined;
  }
}
