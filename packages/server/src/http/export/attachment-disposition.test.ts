import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition.js';

describe('attachmentDisposition', () => {
  it('quotes the name in an attachment disposition, with a UTF-8 form for non-ASCII names', () => {
    expect(attachmentDisposition('articles 20240229-120000.csv')).toBe('attachment; filename="articles 20240229-120000.csv"');
    expect(attachmentDisposition('a"b\\c.json')).toBe('attachment; filename="a\\"b\\\\c.json"');
    expect(attachmentDisposition('café 1.xml')).toBe('attachment; filename="caf? 1.xml"; filename*=UTF-8\'\'caf%C3%A9%201.xml');
  });
});
