import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and code', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** and *soft* `code`.\n\n- one\n- two\n\n1. first\n\n```\nx < y\n```');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<p>Some <strong>bold</strong> and <em>soft</em> <code>code</code>.</p>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<ol><li>first</li></ol>');
    expect(html).toContain('<pre><code>x &lt; y</code></pre>');
  });

  it('escapes markup and drops unsafe link targets', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](https://x.test)');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://x.test" rel="noopener noreferrer" target="_blank">b</a>');
  });
});
