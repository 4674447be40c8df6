import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { TestProviders } from '../../testing/render.js';
import { FileDisplay } from '../file/file-display.js';
import { ImageDisplay } from '../image/image-display.js';
import { displayFields, displayFor, displayText } from '../registry.js';
import { testColumn } from '../test-column.js';
import { FilesDisplay } from './files-display.js';

const filesColumn = testColumn(
  'alias',
  {},
  { relatedCollection: 'directus_files', junctionField: 'directus_files_id', relatedKeyField: 'id' },
);
const gallery = [
  { id: 1, directus_files_id: { id: 'f1', title: 'Cat', filename_download: 'cat.png', type: 'image/png' } },
  { id: 2, directus_files_id: { id: 'f2', title: null, filename_download: 'report.pdf', type: 'application/pdf' } },
  { id: 3, directus_files_id: { id: 'f3', title: 'Dog', filename_download: 'dog.png', type: 'image/png' } },
  { id: 4, directus_files_id: { id: 'f4', title: 'Owl', filename_download: 'owl.png', type: 'image/png' } },
];

describe('files display', () => {
  it("is what a many-to-many to the files library shows, reading each junction row's file", () => {
    expect(displayFor(filesColumn).id).toBe('files');
    expect(
      displayFor(testColumn('alias', { display: 'related-values' }, { relatedCollection: 'directus_files', junctionField: 'x' })).id,
    ).toBe('related-values');
    expect(displayFields(filesColumn)).toEqual([
      'directus_files_id.id',
      'directus_files_id.title',
      'directus_files_id.filename_download',
      'directus_files_id.type',
    ]);
    expect(displayText(gallery, filesColumn)).toBe('Cat, report.pdf, Dog, Owl');
  });

  it('shows the first three files, pictures as thumbnails, and how many more', async () => {
    const client = await signedInFakeClient();
    const { container } = render(
      <TestProviders client={client}>
        <FilesDisplay value={gallery} column={filesColumn} />
      </TestProviders>,
    );
    const shown = screen.getByLabelText('Cat, report.pdf, Dog, Owl');
    expect(shown).toHaveTextContent('+1');
    expect(shown).toHaveTextContent('report.pdf');
    // Thumbnails are decoration (alt=""): the names are the accessible text.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src')?.match(/assets\/(f\d)/)?.[1])).toEqual(['f1', 'f3']);
  });
});

describe('file display', () => {
  it('shows an icon for the kind of file and its name', async () => {
    const client = await signedInFakeClient();
    const { container } = render(
      <TestProviders client={client}>
        <FileDisplay
          value={{ id: 'f2', title: null, filename_download: 'report.pdf', type: 'application/pdf' }}
          column={testColumn('uuid', { display: 'file' })}
        />
      </TestProviders>,
    );
    expect(container).toHaveTextContent('report.pdf');
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'picture_as_pdf');
    expect(displayFor(testColumn('uuid', { display: 'file' })).id).toBe('file');
  });
});

describe('image display with files that are not pictures', () => {
  it('shows the name of a PDF instead of a thumbnail, and a thumbnail for a picture', async () => {
    const client = await signedInFakeClient();
    const column = testColumn('uuid', { display: 'image' }, { relatedCollection: 'directus_files', relatedKeyField: 'id' });
    const pdf = render(
      <TestProviders client={client}>
        <ImageDisplay value={{ id: 'f2', title: 'Report', filename_download: 'report.pdf', type: 'application/pdf' }} column={column} />
      </TestProviders>,
    );
    expect(pdf.container).toHaveTextContent('Report');
    expect(pdf.container.querySelector('img')).toBeNull();
    pdf.unmount();
    const picture = render(
      <TestProviders client={client}>
        <ImageDisplay value={{ id: 'f1', title: 'Cat', filename_download: 'cat.png', type: 'image/png' }} column={column} />
      </TestProviders>,
    );
    await waitFor(() => expect(picture.container.querySelector('img')?.getAttribute('src')).toContain('/assets/f1'));
  });
});
