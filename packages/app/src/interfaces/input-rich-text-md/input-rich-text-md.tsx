import { useState } from 'react';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { insertImage } from './markdown-edits.js';
import type { MarkdownImageSource } from './markdown-image-sources.js';
import { MarkdownPreview } from './markdown-preview.js';
import { MarkdownToolbar } from './markdown-toolbar.js';
import { useMarkdownTextarea } from './use-markdown-textarea.js';
import './input-rich-text-md.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * Markdown editor (`input-rich-text-md`): a formatting toolbar over a textarea that grows with its
 * text, and a Preview tab with the rendered, sanitised result.
 */
export function InputRichTextMd({ id, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy, label }: InterfaceProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const text = typeof value === 'string' ? value : '';
  const onText = (next: string) => onChange(next === '' ? null : next);
  const { ref: textareaRef, apply, onKeyDown } = useMarkdownTextarea(onText);

  async function pickImage(source: MarkdownImageSource) {
    const picked = await source.pick();
    if (picked) apply((state) => insertImage(state, picked.url, picked.alt));
  }

  return (
    <div className="markdown-editor">
      <div className="markdown-editor__bar">
        <div className="markdown-editor__tabs" role="tablist" aria-label={t('interfaceText.editorMode', { label })}>
          {(['edit', 'preview'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={mode === tab}
              className="markdown-editor__tab"
              onClick={() => setMode(tab)}
            >
              {tab === 'edit' ? t('interfaceText.edit') : t('interfaceText.previewTab')}
            </button>
          ))}
        </div>
        {mode === 'edit' ? (
          <MarkdownToolbar
            label={label}
            isDisabled={isDisabled}
            onCommand={(command) => apply(command.apply)}
            onImageSource={(source) => void pickImage(source)}
          />
        ) : null}
      </div>
      {mode === 'edit' ? (
        <textarea
          ref={textareaRef}
          id={id}
          className="textarea mono markdown-editor__textarea"
          value={text}
          placeholder={optionString(options, 'placeholder')}
          readOnly={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onChange={(event) => onText(event.target.value)}
        />
      ) : (
        <MarkdownPreview id={id} label={label} markdown={text} />
      )}
    </div>
  );
}
