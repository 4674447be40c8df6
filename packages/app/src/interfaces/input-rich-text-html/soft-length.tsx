import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';

/** "N characters remaining" once the text nears the `softLength` option (a hint, never a limit). */
export function SoftLength({ editor, softLength }: { editor: Editor; softLength: unknown }) {
  const length = useEditorState({
    editor,
    selector: ({ editor: current }) => (current.isDestroyed ? 0 : current.state.doc.textContent.length),
  });
  if (typeof softLength !== 'number' || softLength < 1) return null;
  const remaining = softLength - length;
  if (remaining > softLength * 0.2) return null;
  return (
    <p className={`rich-text__remaining${remaining < 0 ? ' rich-text__remaining--over' : ''}`} aria-live="polite">
      {remaining >= 0 ? `${remaining} characters remaining` : `${-remaining} characters over the suggested length`}
    </p>
  );
}
