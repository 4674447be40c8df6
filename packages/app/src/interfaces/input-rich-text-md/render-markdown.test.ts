import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.js';

/** Parses the rendered HTML the way the preview's container would hold it. */
function asDom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, code, quotes, tables and rules', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold**, *soft*, ~~gone~~ and `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n```\nx < y\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n---',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<p>Some <strong>bold</strong>, <em>soft</em>, <s>gone</s> and <code>code</code>.</p>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<pre><code>x &lt; y\n</code></pre>');
    expect(asDom(html).querySelectorAll('table td')).toHaveLength(2);
    expect(html).toContain('<hr>');
  });

  it('keeps images and safe links, opening links in a new tab without an opener', () => {
    const dom = asDom(renderMarkdown('![A cat](https://x.test/cat.png) [b](https://x.test) <https://y.test>'));
    expect(dom.querySelector('img')?.getAttribute('src')).toBe('https://x.test/cat.png');
    expect(dom.querySelector('img')?.getAttribute('alt')).toBe('A cat');
    const links = [...dom.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://x.test', 'https://y.test']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('removes scripts, event handlers and javascript: links from hostile input', () => {
    const hostile = [
      '<script>window.hacked = 1</script>',
      '<img src=x onerror="window.hacked = 1">',
      '<a href="javascript:alert(1)">raw link</a>',
      '[md link](javascript:alert(1))',
      '<svg><script>alert(1)</script></svg>',
      '<iframe src="https://evil.test"></iframe>',
      '<p onclick="alert(1)" style="color:red">para</p>',
      '<a href="jav&#x09;ascript:alert(1)">tab link</a>',
    ].join('\n\n');
    const html = renderMarkdown(hostile);
    const dom = asDom(html);
    expect(dom.querySelector('script')).toBeNull();
    expect(dom.querySelector('iframe')).toBeNull();
    for (const element of dom.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value).not.toMatch(/^\s*j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t/i);
      }
    }
    // The javascript: links stayed text; the only link is the bare https address linkified.
    expect([...dom.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'))).toEqual(['https://evil.test']);
    expect(dom.querySelector('[style]')).toBeNull();
    // What was typed as HTML is shown as the text it is.
    expect(dom.querySelector('img')).toBeNull();
    expect(dom.textContent).toContain('<img src=x onerror="window.hacked = 1">');
    expect(dom.textContent).toContain('<a href="javascript:alert(1)">raw link</a>');
    expect(dom.textContent).toContain('para');
  });
});
