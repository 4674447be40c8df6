import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../testing/fake-client.js';
import { renderWithClient } from '../../testing/render.js';
import { UploadHarness, holdUploads, pngFile } from './upload-test-harness.js';

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const statusOf = (name: string) => rowOf(name).dataset.status;

async function chooseFiles(files: File[]) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('Choose files'), files);
  return user;
}

describe('upload queue with drop zone and progress list', () => {
  it('runs three uploads at a time and shows each file waiting, in progress and uploaded', async () => {
    const client = await signedInFakeClient();
    const held = holdUploads(client);
    renderWithClient(<UploadHarness />, client);
    await chooseFiles(['a.png', 'b.png', 'c.png', 'd.png', 'e.png'].map((name) => pngFile(name)));

    expect(held.inFlight()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(statusOf('a.png')).toBe('uploading');
    expect(statusOf('d.png')).toBe('queued');
    expect(within(rowOf('d.png')).getByText('Waiting')).toBeInTheDocument();

    act(() => held.progress('a.png', 50));
    expect(within(rowOf('a.png')).getByText('50%')).toBeInTheDocument();
    expect(within(rowOf('a.png')).getByRole('progressbar', { name: 'a.png upload progress' })).toHaveAttribute('value', '50');

    await act(async () => held.release('a.png'));
    await waitFor(() => expect(statusOf('a.png')).toBe('done'));
    expect(held.inFlight()).toEqual(['b.png', 'c.png', 'd.png']);
    expect(screen.getByText('1 of 5 uploaded')).toBeInTheDocument();

    for (const name of ['b.png', 'c.png', 'd.png', 'e.png']) await act(async () => held.release(name));
    await waitFor(() => expect(screen.getByText('5 of 5 uploaded')).toBeInTheDocument());
    const stored = client.data.items.directus_files ?? [];
    expect(stored.map((row) => row.filename_download)).toEqual(['a.png', 'b.png', 'c.png', 'd.png', 'e.png']);
    expect(screen.getByLabelText('Uploaded ids')).toHaveTextContent(stored.map((row) => row.id).join(' '));
  });

  it('shows a failed file in the API’s words, keeps the others going, and retries it', async () => {
    const client = await signedInFakeClient();
    client.failNext('uploadFile', new FakeApiError(413, 'CONTENT_TOO_LARGE', 'Uploaded content is too large.'));
    renderWithClient(<UploadHarness />, client);
    const user = await chooseFiles([pngFile('big.png'), pngFile('small.png')]);

    await waitFor(() => expect(statusOf('small.png')).toBe('done'));
    expect(statusOf('big.png')).toBe('failed');
    expect(within(rowOf('big.png')).getByRole('alert')).toHaveTextContent('Uploaded content is too large.');

    await user.click(screen.getByRole('button', { name: 'Retry big.png' }));
    await waitFor(() => expect(statusOf('big.png')).toBe('done'));
    expect(within(rowOf('big.png')).queryByRole('alert')).not.toBeInTheDocument();
    expect(client.data.items.directus_files).toHaveLength(2);
  });

  it('cancels an upload in flight (aborting its request) and a waiting one, and starts the next', async () => {
    const client = await signedInFakeClient();
    const held = holdUploads(client);
    renderWithClient(<UploadHarness concurrency={1} />, client);
    const user = await chooseFiles([pngFile('one.png'), pngFile('two.png'), pngFile('three.png')]);
    expect(held.inFlight()).toEqual(['one.png']);

    await user.click(screen.getByRole('button', { name: 'Cancel three.png' }));
    await user.click(screen.getByRole('button', { name: 'Cancel one.png' }));
    expect(statusOf('one.png')).toBe('cancelled');
    expect(statusOf('three.png')).toBe('cancelled');
    expect(held.inFlight()).toEqual(['two.png']);

    await act(async () => held.release('two.png'));
    await waitFor(() => expect(statusOf('two.png')).toBe('done'));
    expect(client.data.items.directus_files?.map((row) => row.filename_download)).toEqual(['two.png']);

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByText('one.png')).not.toBeInTheDocument();
    expect(screen.queryByText('two.png')).not.toBeInTheDocument();
  });

  it('takes files dropped from the operating system and pasted ones', async () => {
    const client = await signedInFakeClient();
    renderWithClient(<UploadHarness />, client);
    const zone = screen.getByRole('group', { name: /Drop files here/ });
    const dropped = pngFile('dropped.png');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [dropped] } });
    fireEvent.paste(zone, { clipboardData: { files: [pngFile('pasted.png')] } });
    await waitFor(() => expect(screen.getByText('2 of 2 uploaded')).toBeInTheDocument());
    expect(client.callsOf('uploadFile').map(([name]) => name)).toEqual(['dropped.png', 'pasted.png']);
  });
});
