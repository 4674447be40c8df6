import { describe, expect, it } from 'vitest';
import { fileTypeIcon, hasThumbnail, isFileKind } from './file-kinds.js';

describe('file kinds', () => {
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
