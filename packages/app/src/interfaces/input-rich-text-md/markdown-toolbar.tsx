import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { MARKDOWN_COMMANDS, shortcutText } from './markdown-commands.js';
import type { MarkdownCommand } from './markdown-commands.js';
import { MARKDOWN_ICONS } from './markdown-icons.js';
import { markdownImageSources } from './markdown-image-sources.js';
import type { MarkdownImageSource } from './markdown-image-sources.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface MarkdownToolbarProps {
  label: string;
  isDisabled: boolean;
  onCommand: (command: MarkdownCommand) => void;
  onImageSource: (source: MarkdownImageSource) => void;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The formatting buttons above the Markdown textarea (plus any registered image sources). */
export function MarkdownToolbar({ label, isDisabled, onCommand, onImageSource }: MarkdownToolbarProps) {
  const { t } = useTranslation();
  const button = (id: string, name: string, glyph: ReactNode, title: string, onClick: () => void) => (
    <button
      key={id}
      type="button"
      className={`markdown-toolbar__button markdown-toolbar__button--${id}`}
      aria-label={name}
      title={title}
      disabled={isDisabled}
      // Keep the textarea's selection: the edit applies to what was selected there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {typeof glyph === 'string' ? (
        // A letter glyph ("H1", "B") drawn by CSS, not as text: text would be the button's visible label, which
        // its spoken name ("Heading 1", "Bold") must then contain (WCAG 2.5.3, axe label-content-name-mismatch).
        <span aria-hidden="true" className="markdown-toolbar__glyph" data-glyph={glyph} />
      ) : (
        <span aria-hidden="true">{glyph}</span>
      )}
    </button>
  );
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label={t('interfaceText.formatting', { label })}>
      {MARKDOWN_COMMANDS.map((command, index) =>
        command === null ? (
          <span key={`separator-${index}`} className="markdown-toolbar__separator" aria-hidden="true" />
        ) : (
          <Fragment key={command.id}>
            {button(
              command.id,
              command.label(t),
              MARKDOWN_ICONS[command.id] ?? command.glyph,
              command.shortcut
                ? t('interfaceText.withShortcut', { label: command.label(t), shortcut: shortcutText(command.shortcut, IS_MAC) })
                : command.label(t),
              () => onCommand(command),
            )}
          </Fragment>
        ),
      )}
      {markdownImageSources().map((source) =>
        button(`source-${source.id}`, source.label, source.glyph, source.label, () => onImageSource(source)),
      )}
    </div>
  );
}
