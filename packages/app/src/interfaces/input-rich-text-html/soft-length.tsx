import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { formatNumber } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** "N characters remaining" once the text nears the `softLength` option (a hint, never a limit). */
export function SoftLength({ editor, softLength }: { editor: Editor; softLength: unknown }) {
  const { t } = useTranslation();
  const length = useEditorState({
    editor,
    selector: ({ editor: current }) => (current.isDestroyed ? 0 : current.state.doc.textContent.length),
  });
  if (typeof softLength !== 'number' || softLength < 1) return null;
  const remaining = softLength - length;
  if (remaining > softLength * 0.2) return null;
  return (
    <p className={`rich-text__remaining${remaining < 0 ? ' rich-text__remaining--over' : ''}`} aria-live="polite">
      {remaining >= 0
        ? t(remaining === 1 ? 'interfaceText.charactersRemainingOne' : 'interfaceText.charactersRemainingMany', {
            count: formatNumber(remaining),
          })
        : t(remaining === -1 ? 'interfaceText.charactersOverOne' : 'interfaceText.charactersOverMany', { count: formatNumber(-remaining) })}
    </p>
  );
}
