import { describe, expect, it } from 'vitest';
import { exportFilename, exportTimestamp } from './export-filename.js';

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
});
