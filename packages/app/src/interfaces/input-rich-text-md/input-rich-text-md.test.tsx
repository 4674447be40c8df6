import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeField } from '../../testing/fixtures.js';
import { InputRichTextMd } from './input-rich-text-md.js';
import { registerMarkdownImageSource } from './markdown-image-sources.js';

const FIELD = { ...makeField('articles', 'body', 'text'), meta: null };

/** The editor with its value held the way the form holds it; `onValue` sees every change. */
function Editor({ initial, onValue }: { initial: string; onValue?: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <InputRichTextMd
      id="body"
      label="Body"
      collection="articles"
      field={FIELD}
      value={value}
      initialValue={initial}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      options={{}}
      isDisabled={false}
      isRequired={false}
      isInvalid={false}
      describedBy={undefined}
      primaryKey="+"
      relation={null}
      values={{}}
    />
  );
}

const textarea = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const toolbar = () => screen.getByRole('toolbar', { name: 'Body formatting' });

function select(start: number, end: number) {
  textarea().focus();
  textarea().setSelectionRange(start, end);
}

describe('InputRichTextMd', () => {
  let removeSource: (() => void) | null = null;
  afterEach(() => removeSource?.());

  it('has a button for every kind of formatting', () => {
    render(<Editor initial="" />);
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Image by URL',
      'Inline code',
      'Code block',
      'Horizontal rule',
    ]);
  });

  it('wraps the selection in bold and unwraps it again, keeping it selected', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Editor initial="make this loud" onValue={onValue} />);
    select(10, 14);
    await user.click(within(toolbar()).getByRole('button', { name: 'Bold' }));
    expect(textarea().value).toBe('make this **loud**');
    expect(onValue).toHaveBeenLastCalledWith('make this **loud**');
    expect(textarea().value.slice(textarea().selectionStart, textarea().selectionEnd)).toBe('loud');
    await user.click(within(toolbar()).getByRole('button', { name: 'Bold' }));
    expect(textarea().value).toBe('make this loud');
  });

  it('prefixes the selected lines for a bulleted and a numbered list', async () => {
    const user = userEvent.setup();
    render(<Editor initial={'Shopping\nmilk\neggs'} />);
    select(9, 18);
    await user.click(within(toolbar()).getByRole('button', { name: 'Bulleted list' }));
    expect(textarea().value).toBe('Shopping\n- milk\n- eggs');
    await user.click(within(toolbar()).getByRole('button', { name: 'Numbered list' }));
    expect(textarea().value).toBe('Shopping\n1. milk\n2. eggs');
    select(0, 0);
    await user.click(within(toolbar()).getByRole('button', { name: 'Heading 2' }));
    expect(textarea().value).toBe('## Shopping\n1. milk\n2. eggs');
  });

  it('applies Ctrl+B, Ctrl+I and Ctrl+K to the selection', () => {
    render(<Editor initial="word" />);
    select(0, 4);
    fireEvent.keyDown(textarea(), { key: 'b', ctrlKey: true });
    expect(textarea().value).toBe('**word**');
    select(2, 6);
    fireEvent.keyDown(textarea(), { key: 'i', metaKey: true });
    expect(textarea().value).toBe('***word***');
    select(0, 10);
    fireEvent.keyDown(textarea(), { key: 'k', ctrlKey: true });
    expect(textarea().value).toBe('[***word***](https://)');
  });

  it('shows the rendered Markdown in the Preview tab', async () => {
    const user = userEvent.setup();
    render(<Editor initial={'# Hello\n\n- one\n\n<img src=x onerror=alert(1)>'} />);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel', { name: 'Body preview' });
    expect(await within(preview).findByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('one');
    // Typed HTML stays text: no element, no handler.
    expect(preview.querySelector('img, [onerror]')).toBeNull();
    expect(preview).toHaveTextContent('<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(textarea().value).toContain('# Hello');
  });

  it('offers a registered image source (the files library) and inserts what it picks', async () => {
    const user = userEvent.setup();
    removeSource = registerMarkdownImageSource({
      id: 'files',
      label: 'Image from the files library',
      glyph: 'Files',
      pick: () => Promise.resolve({ url: '/assets/abc', alt: 'Cat' }),
    });
    render(<Editor initial="" />);
    select(0, 0);
    await user.click(within(toolbar()).getByRole('button', { name: 'Image from the files library' }));
    expect(textarea().value).toBe('![Cat](/assets/abc)');
  });
});
