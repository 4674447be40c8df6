import { describe, expect, it } from 'vitest';
import { diskNameOf, downloadNameOf, titleOf } from './file-names.js';
import { isMimeTypeAllowed } from './mime-allow-list.js';

const ID = '3f2b8c9e-1d4a-4f6b-9c8d-7e6f5a4b3c2d';

describe('file names', () => {
  it('keeps only a short [a-z0-9] extension of the client name in the stored name', () => {
    expect(diskNameOf(ID, 'Photo.JPG')).toBe(`${ID}.jpg`);
    expect(diskNameOf(ID, 'archive.tar.gz')).toBe(`${ID}.gz`);
    expect(diskNameOf(ID, '../../etc/passwd')).toBe(ID);
    expect(diskNameOf(ID, 'x.ph%p')).toBe(ID);
    expect(diskNameOf(ID, 'x.averyveryverylongextension')).toBe(ID);
    expect(diskNameOf(ID, '.bashrc')).toBe(ID);
    expect(diskNameOf(ID, undefined)).toBe(ID);
  });

  it('offers downloads under the last path segment, without control characters, within 255 characters', () => {
    expect(downloadNameOf('../../etc/passwd')).toBe('passwd');
    expect(downloadNameOf('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(downloadNameOf('a\u0000b\r\nc.txt')).toBe('abc.txt');
    expect(downloadNameOf('..')).toBe('file');
    expect(downloadNameOf('')).toBe('file');
    const long = downloadNameOf(`${'n'.repeat(1000)}.jpeg`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('makes a title from a name', () => {
    expect(titleOf('my_holiday-photo.jpg')).toBe('My Holiday Photo');
    expect(titleOf('.env')).toBe('.env');
  });
});

describe('MIME allow list', () => {
  it('matches globs on the whole type, case-insensitively', () => {
    expect(isMimeTypeAllowed('image/png', ['*/*'])).toBe(true);
    expect(isMimeTypeAllowed('image/PNG', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(isMimeTypeAllowed('application/vnd.ms-excel', ['application/vnd.ms-*'])).toBe(true);
    expect(isMimeTypeAllowed('image/pngx', ['image/png'])).toBe(false);
    expect(isMimeTypeAllowed('imagexpng', ['image.png'])).toBe(false);
    expect(isMimeTypeAllowed('text/plain', [])).toBe(false);
  });
});
