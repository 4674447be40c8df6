import { describe, expect, it } from 'vitest';
import { fileTypeIcon, formatFileSize, hasThumbnail, isFileKind } from './file-kinds.js';

describe('file kinds', () => {
  it('formats sizes in decimal units', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1234)).toBe('1.2 kB');
    expect(formatFileSize(345_678)).toBe('346 kB');
    expect(formatFileSize(5_600_000)).toBe('5.6 MB');
    expect(formatFileSize(null)).toBe('—');
  });

  it('picks an icon by media type and knows which types have thumbnails', () => {
    expect(fileTypeIcon('application/pdf')).toBe('picture_as_pdf');
    expect(fileTypeIcon('video/mp4')).toBe('movie');
    expect(fileTypeIcon('application/zip')).toBe('folder_zip');
    expect(fileTypeIcon(null)).toBe('draft');
    expect(hasThumbnail('image/png')).toBe(true);
    expect(hasThumbnail('image/x-icon')).toBe(false);
    expect(isFileKind('image')).toBe(true);
    expect(isFileKind('__proto__')).toBe(false);
  });
});
