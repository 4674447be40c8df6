import { useRef, useState } from 'react';
import { makeField } from '../../testing/fixtures.js';
import { InputRichTextHtml } from './input-rich-text-html.js';

const FIELD = { ...makeField('posts', 'body', 'text'), meta: null };

export interface RichTextHarnessProps {
  initial: unknown;
  options?: Record<string, unknown>;
  isDisabled?: boolean;
  onValue?: (value: unknown) => void;
  /** The form answers each change first with the one before it, then with it (a busy page's renders lag typing). */
  lagsOneChange?: boolean;
}

/** The WYSIWYG input with its value held the way the form holds it; `onValue` sees every change. */
export function RichTextHarness({ initial, options = {}, isDisabled = false, onValue, lagsOneChange = false }: RichTextHarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  const previous = useRef<unknown>(initial);
  return (
    <InputRichTextHtml
      id="body"
      label="Body"
      collection="posts"
      field={FIELD}
      value={value}
      initialValue={initial}
      onChange={(next) => {
        if (lagsOneChange) {
          setValue(previous.current);
          setTimeout(() => setValue(next), 0);
        } else setValue(next);
        previous.current = next;
        onValue?.(next);
      }}
      options={options}
      isDisabled={isDisabled}
      isRequired={false}
      isInvalid={false}
      describedBy={undefined}
      primaryKey={1}
      relation={null}
      values={{}}
    />
  );
}
