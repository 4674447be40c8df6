import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadableHtml, normaliseHtml } from './load-html.js';
import { richTextExtensions } from './rich-text-extensions.js';

const extensions = richTextExtensions();

const TAGS = [
  'p',
  'strong',
  'em',
  'u',
  's',
  'h1',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'tr',
  'td',
  'th',
  'script',
  'style',
  'svg',
  'iframe',
  'div',
  'span',
  'br',
  'hr',
];
const ATTRIBUTES = ['href="javascript:alert(1)"', 'src=x', 'onerror="alert(1)"', 'style="color:red"', 'class=a', 'alt="<b>"', 'colspan=2'];

/** HTML-ish text: tags (open, close, unbalanced), attributes, entities and plain characters mixed. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom(...TAGS), fc.subarray(ATTRIBUTES)).map(([tag, attributes]) => `<${tag} ${attributes.join(' ')}>`),
      fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
      fc.constantFrom('&amp;', '&lt;', '&#0;', '&bogus;', '<!--', '-->', '<![CDATA[', ']]>', '<', '>', '"', "'"),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''));

describe('loading stored HTML into the editor', () => {
  it('never throws, never lets a script or handler through, and matches what the editor shows, for any HTML', () => {
    fc.assert(
      fc.property(fc.oneof(htmlish, fc.anything()), (value) => {
        const html = normaliseHtml(value, extensions);
        expect(html).not.toMatch(/<script|onerror=|javascript:/i);
        // The editor's first getHTML() equals the baseline, so opening an item never marks it edited.
        const editor = new Editor({ extensions, content: loadableHtml(value), injectCSS: false });
        try {
          expect(editor.getHTML()).toBe(html);
        } finally {
          editor.destroy();
        }
      }),
      { numRuns: 150 },
    );
    // 150 editors built and destroyed in jsdom: ~10 s on a quiet two-core machine, over 30 s on a loaded one.
  }, 120_000);

  it('treats anything but a string as empty', () => {
    expect(loadableHtml(null)).toBe('');
    expect(loadableHtml(42)).toBe('');
    expect(normaliseHtml(undefined, extensions)).toBe('<p></p>');
  });
});
