const TAG = /<[a-zA-Z][^>]*>/g;
const INLINE_ATTRIBUTE = /[\s/](?:on[a-z]+|style)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/gi;

/**
 * Removes event handler (`on…`) and `style` attributes from the tags of an HTML text before any
 * DOM parses it. Not a sanitiser (DOMPurify is): Chromium checks the page's Content-Security-Policy
 * as soon as such an attribute is parsed, even in an inert document, and logs a refusal each time;
 * stripping them first keeps stored hostile HTML from filling the console. Whatever this misses,
 * DOMPurify removes.
 */
export function stripInlineAttributes(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(INLINE_ATTRIBUTE, ''));
}
