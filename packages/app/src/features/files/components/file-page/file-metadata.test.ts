import { describe, expect, it } from 'vitest';
import type { FileRow } from '../../api/file-row.js';
import { draftOf, metadataPatch, parseTags } from './file-metadata.js';

const FILE = {
  id: 'f1',
  title: 'Logo',
  description: null,
  tags: ['brand'],
  location: null,
  folder: null,
  filename_download: 'logo.png',
} as unknown as FileRow;

describe('file metadata', () => {
  it('sends only the changed fields, empty text as null and tags as a list', () => {
    const draft = { ...draftOf(FILE), title: '', tags: 'brand, print,, print ', location: 'Berlin' };
    expect(metadataPatch(FILE, draft)).toEqual({ title: null, tags: ['brand', 'print'], location: 'Berlin' });
  });

  it('sends nothing when nothing changed, and never an empty download name', () => {
    expect(metadataPatch(FILE, draftOf(FILE))).toEqual({});
    expect(metadataPatch(FILE, { ...draftOf(FILE), filename_download: '  ' })).toEqual({});
    expect(parseTags(' , ')).toBeNull();
  });
});
