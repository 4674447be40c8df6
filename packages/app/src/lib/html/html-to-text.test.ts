import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.js';

describe('htmlToText', () => {
  it('keeps the words, drops the tags and separates blocks', () => {
    expect(htmlToText('<h1>Title</h1><p>Hello <strong>bold</strong> world</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title Hello bold world one two',
    );
  });

  it('drops scripts with their content and decodes common entities', () => {
    expect(htmlToText('<p>a &amp; b &lt;c&gt;</p><script>window.x=1</script><img src=x onerror="alert(1)">')).toBe('a & b <c>');
  });
});
