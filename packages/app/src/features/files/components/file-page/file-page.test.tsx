import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderFiles } from '../files-test-setup.js';

/** jsdom lays nothing out: give the preview the size it would be shown at (half the 400 × 200 image). */
function showAt(image: HTMLElement, box = { left: 10, top: 20, width: 200, height: 100 }) {
  image.getBoundingClientRect = () => ({
    ...box,
    x: box.left,
    y: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
    toJSON: () => box,
  });
}

const fileRow = (client: Awaited<ReturnType<typeof renderFiles>>['client'], id: string) =>
  client.data.items.directus_files?.find((row) => row.id === id);

describe('file page', () => {
  it('shows the preview, what the server recorded, and a download link with the access token', async () => {
    await renderFiles('/files/sunset');
    expect(await screen.findByRole('heading', { name: 'Sunset' })).toBeInTheDocument();
    const info = screen.getByLabelText('File information');
    expect(within(info).getByText('image/png')).toBeInTheDocument();
    expect(within(info).getByText('400 × 200')).toBeInTheDocument();
    expect(within(info).getByText('2.0 kB')).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download' });
    await waitFor(() => expect(download.getAttribute('href')).toMatch(/\/assets\/sunset\?download=&access_token=token-/));
    expect(await screen.findByRole('img', { name: 'Sunset' })).toHaveAttribute('src', expect.stringContaining('key=system-large-contain'));
  });

  it("reserves the preview's box from the stored width and height, so the image loading moves nothing", async () => {
    await renderFiles('/files/sunset');
    const image = await screen.findByRole('img', { name: 'Sunset' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '200');
    const frame = screen.getByTestId('preview-frame');
    expect(frame.style.aspectRatio).toBe('400 / 200');
  });

  it('sets the focal point in image pixels where the image is clicked, marks it, and clears it', async () => {
    const { client, user } = await renderFiles('/files/sunset');
    const image = await screen.findByRole('img', { name: 'Sunset' });
    showAt(image);
    fireEvent.click(image, { clientX: 60, clientY: 45 });
    await waitFor(() => expect(client.callsOf('updateFile')).toEqual([['sunset', { focal_point_x: 100, focal_point_y: 50 }]]));
    expect(await screen.findByText(/Focal point: 100 × 50 px/)).toBeInTheDocument();
    expect(screen.getByTestId('focal-point-marker')).toHaveStyle({ left: '25%', top: '25%' });

    await user.click(screen.getByRole('button', { name: 'Clear focal point' }));
    await waitFor(() => expect(fileRow(client, 'sunset')).toMatchObject({ focal_point_x: null, focal_point_y: null }));
    expect(await screen.findByText(/No focal point/)).toBeInTheDocument();
    expect(screen.queryByTestId('focal-point-marker')).not.toBeInTheDocument();
  });

  it('sets the focal point from typed coordinates, within the image', async () => {
    const { client, user } = await renderFiles('/files/sunset');
    const fields = await screen.findByRole('form', { name: 'Focal point' });
    await user.type(within(fields).getByRole('spinbutton', { name: 'Focal point X' }), '401');
    await user.type(within(fields).getByRole('spinbutton', { name: 'Focal point Y' }), '150');
    expect(within(fields).getByRole('button', { name: 'Set focal point' })).toBeDisabled();
    await user.clear(within(fields).getByRole('spinbutton', { name: 'Focal point X' }));
    await user.type(within(fields).getByRole('spinbutton', { name: 'Focal point X' }), '300');
    await user.click(within(fields).getByRole('button', { name: 'Set focal point' }));
    await waitFor(() => expect(client.callsOf('updateFile')).toEqual([['sunset', { focal_point_x: 300, focal_point_y: 150 }]]));
    expect(await screen.findByTestId('focal-point-marker')).toHaveStyle({ left: '75%', top: '75%' });
  });

  it('saves only the changed metadata', async () => {
    const { client, user } = await renderFiles('/files/sunset');
    const form = await screen.findByRole('form', { name: 'File details' });
    await user.type(within(form).getByRole('textbox', { name: 'Tags' }), 'sky, evening');
    await user.type(within(form).getByRole('textbox', { name: 'Location' }), 'Lisbon');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Folder' }), 'brand');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.callsOf('updateFile')).toEqual([['sunset', { tags: ['sky', 'evening'], location: 'Lisbon', folder: 'brand' }]]),
    );
  });

  it('replaces the file with progress, and deletes it after a confirmation', async () => {
    const { client, user, router } = await renderFiles('/files/sunset');
    await screen.findByRole('heading', { name: 'Sunset' });
    await user.upload(screen.getByLabelText('Replacement file'), new File([new Uint8Array(5000)], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(fileRow(client, 'sunset')).toMatchObject({ filename_download: 'new.png', filesize: 5000 }));
    expect(client.callsOf('replaceFile')).toEqual([['sunset', 'new.png']]);
    expect(await screen.findByText('5.0 kB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete “Sunset”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/files'));
    expect(fileRow(client, 'sunset')).toBeUndefined();
  });

  it('shows the replacement’s progress while it uploads', async () => {
    const { client, user } = await renderFiles('/files/sunset');
    await screen.findByRole('heading', { name: 'Sunset' });
    const replace = client.replaceFile.bind(client);
    let release = () => {};
    client.replaceFile = (id, file, name, options = {}) => {
      options.onProgress?.({ loaded: file.size / 2, total: file.size });
      return new Promise((resolve, reject) => {
        release = () => void replace(id, file, name, options).then(resolve, reject);
      });
    };
    await user.upload(screen.getByLabelText('Replacement file'), new File([new Uint8Array(800)], 'new.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Replace progress' })).toHaveAttribute('value', '50');
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Replace progress' })).not.toBeInTheDocument());
    expect(fileRow(client, 'sunset')).toMatchObject({ filename_download: 'new.png', filesize: 800 });
  });

  it('shows a type icon for a file that is not an image', async () => {
    await renderFiles('/files/report');
    await screen.findByRole('heading', { name: 'Report' });
    expect(screen.getByRole('img', { name: 'application/pdf' })).toBeInTheDocument();
    expect(screen.queryByText(/focal point/i)).not.toBeInTheDocument();
  });

  it('is read-only for a user who may not update or delete files', async () => {
    const { client } = await renderFiles('/files/sunset', [
      permissionRule('directus_files', 'read'),
      permissionRule('directus_folders', 'read'),
    ]);
    const image = await screen.findByRole('img', { name: 'Sunset' });
    showAt(image);
    fireEvent.click(image, { clientX: 60, clientY: 45 });
    expect(screen.queryByRole('button', { name: 'Replace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    expect(client.callsOf('updateFile')).toEqual([]);
  });

  it('says when the file does not exist', async () => {
    await renderFiles('/files/missing');
    expect(await screen.findByText('File not found')).toBeInTheDocument();
  });
});
