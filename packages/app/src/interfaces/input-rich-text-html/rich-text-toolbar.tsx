import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Icon } from '../../components/icon.js';
import { RICH_TEXT_COMMANDS, TABLE_COMMANDS } from './rich-text-commands.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  toolbar: ReadonlySet<string>;
  isSource: boolean;
  onLink: () => void;
  onImage: () => void;
  onToggleSource: () => void;
}

interface ButtonSpec {
  id: string;
  label: string;
  icon: string;
  isPressed?: boolean;
  isDisabled?: boolean;
  onClick: () => void;
}

/** The formatting buttons over the editor, each with a name, and a pressed state for toggles. */
export function RichTextToolbar({ editor, label, toolbar, isSource, onLink, onImage, onToggleSource }: RichTextToolbarProps) {
  const { t } = useTranslation();
  const commands = RICH_TEXT_COMMANDS.filter((command) => toolbar.has(command.id));
  // Re-render on selection and content changes only with what the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? { active: [], enabled: [], isLink: false, isTable: false }
        : {
            active: commands.map((command) => command.isActive?.(current) ?? null),
            enabled: commands.map((command) => command.canRun?.(current) ?? true),
            isLink: current.isActive('link'),
            isTable: current.isActive('table'),
          },
  });

  const specs: ButtonSpec[] = commands.map((command, index) => ({
    id: command.id,
    label: command.label(t),
    icon: command.icon,
    isPressed: state.active[index] ?? undefined,
    isDisabled: isSource || !state.enabled[index],
    onClick: () => command.run(editor),
  }));
  const insertAt = (beforeId: string, spec: ButtonSpec) => {
    const index = specs.findIndex((entry) => entry.id === beforeId);
    specs.splice(index === -1 ? specs.length : index, 0, spec);
  };
  if (toolbar.has('customLink'))
    insertAt('table', {
      id: 'link',
      label: t('interfaceText.link'),
      icon: 'link',
      isPressed: state.isLink,
      isDisabled: isSource,
      onClick: onLink,
    });
  if (toolbar.has('customImage'))
    insertAt('table', { id: 'image', label: t('interfaceText.insertImage'), icon: 'image', isDisabled: isSource, onClick: onImage });
  if (toolbar.has('table') && state.isTable && !isSource)
    for (const command of TABLE_COMMANDS) specs.push({ ...command, label: command.label(t), onClick: () => command.run(editor) });
  if (toolbar.has('code'))
    specs.push({ id: 'source', label: t('interfaceText.sourceCode'), icon: 'code', isPressed: isSource, onClick: onToggleSource });

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('interfaceText.formatting', { label })}>
      {specs.map((spec) => (
        <button
          key={spec.id}
          type="button"
          className="rich-text__button"
          aria-label={spec.label}
          title={spec.label}
          aria-pressed={spec.isPressed}
          disabled={spec.isDisabled}
          // Keep the editor's selection: the command applies to what was selected there.
          onMouseDown={(event) => event.preventDefault()}
          onClick={spec.onClick}
        >
          <Icon name={spec.icon} />
        </button>
      ))}
    </div>
  );
}
