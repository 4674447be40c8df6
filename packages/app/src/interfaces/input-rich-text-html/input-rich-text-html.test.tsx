import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pngFile } from '../../components/upload/upload-test-harness.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../testing/file-fixtures.js';
import { renderWithClient } from '../../testing/render.js';
import { RichTextHarness } from './rich-text-test-harness.js';
import type { RichTextHarnessProps } from './rich-text-test-harness.js';

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
});

async function setup(props: RichTextHarnessProps) {
  const client = await signedInFakeClient(postsWithFilesSchema());
  const onValue = vi.fn();
  renderWithClient(<RichTextHarness onValue={onValue} {...props} />, client);
  const editor = await screen.findByRole('textbox', { name: 'Body' });
  return { client, onValue, editor, user: userEvent.setup({ delay: null }) };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Body formatting' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });
const lastValue = (onValue: ReturnType<typeof vi.fn>) => onValue.mock.lastCall?.[0] as unknown;

async function selectAll(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement) {
  // jsdom has no layout, so ProseMirror cannot map a click to a position: focus, then Ctrl+A.
  act(() => editor.focus());
  await user.keyboard('{Control>}a{/Control}');
}

describe('input-rich-text-html', () => {
  it('keeps what is typed when the form echoes an older value back', async () => {
    const { editor, user, onValue } = await setup({ initial: '<p>x</p>', lagsOneChange: true });
    await selectAll(user, editor);
    await user.keyboard('abcd');
    await waitFor(() => expect(lastValue(onValue)).toBe('<p>abcd</p>'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(editor).toHaveTextContent(/^abcd$/);
    expect(lastValue(onValue)).toBe('<p>abcd</p>');
  });

  it('offers the toolbar with accessible names', async () => {
    await setup({ initial: '<p>x</p>' });
    const names = within(toolbar())
      .getAllByRole('button')
      .map((entry) => entry.getAttribute('aria-label'));
    expect(names).toEqual([
      'Undo',
      'Redo',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Blockquote',
      'Code block',
      'Link',
      'Insert image',
      'Insert table',
      'Horizontal rule',
      'Clear formatting',
      'Source code',
    ]);
  });

  it('follows the toolbar option', async () => {
    await setup({ initial: '', options: { toolbar: ['bold', 'h5', 'code'] } });
    const names = within(toolbar())
      .getAllByRole('button')
      .map((entry) => entry.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Heading 5', 'Source code']);
  });

  it('bolds the selection, shows Bold pressed, and lists it', async () => {
    const { onValue, editor, user } = await setup({ initial: '<p>make this loud</p>' });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await selectAll(user, editor);
    await user.click(button('Bold'));
    expect(lastValue(onValue)).toBe('<p><strong>make this loud</strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Bulleted list'));
    expect(lastValue(onValue)).toBe('<ul><li><p><strong>make this loud</strong></p></li></ul>');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Undo'));
    expect(lastValue(onValue)).toBe('<p><strong>make this loud</strong></p>');
  });

  it('hands back the stored value itself when the document is as loaded, however tiptap rewrites it', async () => {
    const stored = "<P CLASS='lead'>make this loud</P>";
    const { onValue, editor, user } = await setup({ initial: stored });
    await selectAll(user, editor);
    await user.click(button('Italic'));
    expect(lastValue(onValue)).toBe('<p><em>make this loud</em></p>');
    await user.click(button('Italic'));
    // Not tiptap's '<p>make this loud</p>': the form compares with the stored text and sees no edit.
    expect(lastValue(onValue)).toBe(stored);
  });

  it('inserts a table without inline styles, with row and column commands inside it', async () => {
    const { onValue, editor, user } = await setup({ initial: '<p>x</p>' });
    act(() => editor.focus());
    await user.click(button('Insert table'));
    const html = String(lastValue(onValue));
    // The cursor was at the start: the table goes before the paragraph.
    expect(html).toMatch(/^<table><tbody><tr><th><p><\/p><\/th><th>.*<\/table><p>x<\/p>$/);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).not.toContain('style=');
    await user.click(button('Add row'));
    expect(String(lastValue(onValue)).match(/<tr>/g)).toHaveLength(4);
    await user.click(button('Delete table'));
    expect(lastValue(onValue)).toBe('<p>x</p>');
  });

  it('stores an emptied document as null', async () => {
    const { onValue, editor, user } = await setup({ initial: '<p>gone</p>' });
    await selectAll(user, editor);
    await user.keyboard('{Backspace}');
    expect(lastValue(onValue)).toBeNull();
  });

  it('inserts an image picked from the files library as its asset URL', async () => {
    const { onValue, editor, user } = await setup({ initial: '<p>text</p>' });
    await user.click(button('Insert image'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cat' }));
    await waitFor(() => expect(lastValue(onValue)).toContain('<img src="/assets/file-cat" alt="Cat">'));
    expect(screen.queryByRole('dialog', { name: 'Insert image' })).toBeNull();
    // Shown with the user's token (an image request carries no Authorization header); stored without it.
    expect(editor.querySelector('img')?.getAttribute('src')).toMatch(/\/assets\/file-cat\?access_token=./);
  });

  it('uploads a new picture into the folder option, with the image token, and inserts it', async () => {
    const { client, onValue, user } = await setup({ initial: '', options: { folder: 'folder-photos', imageToken: 'static-token' } });
    await user.click(button('Insert image'));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.upload(within(dialog).getByLabelText('Upload an image'), pngFile('sunset.png'));
    await waitFor(() => expect(client.callsOf('uploadFile')).toEqual([['sunset.png', { folder: 'folder-photos' }]]));
    const uploaded = client.data.items.directus_files?.find((row) => row.filename_download === 'sunset.png');
    await waitFor(() =>
      expect(lastValue(onValue)).toBe(`<img src="/assets/${String(uploaded?.id)}?access_token=static-token" alt="sunset">`),
    );
  });

  it('links the selection, refusing javascript: addresses', async () => {
    const { onValue, editor, user } = await setup({ initial: '<p>site</p>' });
    await selectAll(user, editor);
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use a web address');
    await user.clear(within(dialog).getByLabelText('URL'));
    await user.type(within(dialog).getByLabelText('URL'), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(lastValue(onValue)).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">site</a></p>');
  });

  it('edits the raw HTML in the source view, sanitised', async () => {
    const { onValue, user } = await setup({ initial: '<p>a</p>' });
    await user.click(button('Source code'));
    expect(button('Source code')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bold')).toBeDisabled();
    const source = screen.getByRole('textbox', { name: 'Body HTML source' });
    expect(source).toHaveValue('<p>a</p>');
    await user.clear(source);
    await user.click(source);
    await user.paste('<h2>Title</h2><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
    expect(lastValue(onValue)).toBe('<h2>Title</h2><img src="x">');
    await user.click(button('Source code'));
    expect(screen.getByRole('textbox', { name: 'Body' }).querySelector('h2')).toHaveTextContent('Title');
  });

  it('loads hostile stored HTML without its scripts or handlers', async () => {
    const hostile =
      '<p>ok</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a>';
    const { editor } = await setup({ initial: hostile });
    expect(editor).toHaveTextContent('ok');
    expect(editor.querySelector('script, [onerror]')).toBeNull();
    expect(editor.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('shows the stored HTML sanitised when read-only, without the editor', async () => {
    const client = await signedInFakeClient(postsWithFilesSchema());
    renderWithClient(
      <RichTextHarness initial={'<p>Hello <strong>you</strong></p><img src=x onerror="window.__pwned=1"><script>1</script>'} isDisabled />,
      client,
    );
    const view = await screen.findByRole('document', { name: 'Body' });
    await waitFor(() => expect(view.querySelector('strong')).toHaveTextContent('you'));
    expect(view.querySelector('script, [onerror]')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
