import { describe, expect, it } from 'vitest';
import { parseExportOption } from './export-format.js';

describe('parseExportOption', () => {
  it('accepts the four formats and ignores an absent or empty option', () => {
    for (const format of ['csv', 'json', 'xml', 'yaml']) expect(parseExportOption(format)).toBe(format);
    expect(parseExportOption(undefined)).toBeNull();
    expect(parseExportOption(null)).toBeNull();
    expect(parseExportOption('')).toBeNull();
  });

  it('rejects anything else as INVALID_QUERY naming the option', () => {
    for (const raw of ['pdf', 'CSV', ['csv'], 5]) {
      expect(() => parseExportOption(raw)).toThrow(
        expect.objectContaining({ code: 'INVALID_QUERY', message: 'Invalid query. "export" must be one of [csv, json, xml, yaml].' }),
      );
    }
  });
});
