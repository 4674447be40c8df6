import { describe, expect, it } from 'vitest';
import { attachmentDisposition, exportFilename, exportTimestamp } from './export-filename.js';

describe('export file names', () => {
  it('stamps local time as YYYYMMDD-HHMMSS, zero-padded', () => {
    expect(exportTimestamp(new Date(2024, 0, 5, 3, 4, 9))).toBe('20240105-030409');
    expect(exportTimestamp(new Date(2023, 11, 31, 23, 59, 58))).toBe('20231231-235958');
  });

  it('names the file after the collection, or Export', () => {
    const date = new Date(2024, 1, 29, 12, 0, 0);
    expect(exportFilename('articles', 'csv', date)).toBe('articles 20240229-120000.csv');
    expect(exportFilename(null, 'yaml', date)).toBe('Export 20240229-120000.yaml');
  });

  it('quotes the name in an attachment disposition, with a UTF-8 form for non-ASCII names', () => {
    expect(attachmentDisposition('articles 20240229-120000.csv')).toBe('attachment; filename="articles 20240229-120000.csv"');
    expect(attachmentDisposition('a"b\\c.json')).toBe('attachment; filename="a\\"b\\\\c.json"');
    expect(attachmentDisposition('café 1.xml')).toBe('attachment; filename="caf? 1.xml"; filename*=UTF-8\'\'caf%C3%A9%201.xml');
  });
});
