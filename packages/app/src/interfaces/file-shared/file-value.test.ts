import { describe, expect, it } from 'vitest';
import { fileLabel, fileTypeLabel, isLoaded, toFileValue } from './file-value.js';

describe('toFileValue', () => {
  it('reads a bare id, a related row and nothing', () => {
    expect(toFileValue('f1')).toEqual({ id: 'f1', title: null, filename_download: null, type: null, filesize: null });
    expect(toFileValue({ id: 'f2', title: 'Cat', filename_download: 'cat.png', type: 'image/png', filesize: '2048' })).toEqual({
      id: 'f2',
      title: 'Cat',
      filename_download: 'cat.png',
      type: 'image/png',
      filesize: 2048,
    });
    expect(toFileValue(null)).toBeNull();
    expect(toFileValue('')).toBeNull();
    expect(toFileValue({ title: 'no id' })).toBeNull();
  });

  it('names a file by title, then file name, then id', () => {
    expect(fileLabel(toFileValue({ id: 'a', title: 'T', filename_download: 'f.png' })!)).toBe('T');
    expect(fileLabel(toFileValue({ id: 'a', filename_download: 'f.png' })!)).toBe('f.png');
    expect(fileLabel(toFileValue('a')!)).toBe('a');
    expect(isLoaded(toFileValue('a')!)).toBe(false);
    expect(isLoaded(toFileValue({ id: 'a', filename_download: 'f.png' })!)).toBe(true);
  });
});

describe('fileTypeLabel', () => {
  it('shortens media types', () => {
    expect(fileTypeLabel('image/png')).toBe('PNG');
    expect(fileTypeLabel('image/svg+xml')).toBe('SVG');
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel(null)).toBe('File');
  });
});
