import { useMemo, useState } from 'react';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { renderMarkdown } from './render-markdown.js';
import './input-rich-text-md.css';

/** Markdown editor (`input-rich-text-md`): a textarea with a rendered preview tab. */
export function InputRichTextMd({ id, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy, label }: InterfaceProps) {
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const text = typeof value === 'string' ? value : '';
  const preview = useMemo(() => (mode === 'preview' ? renderMarkdown(text) : ''), [mode, text]);
  return (
    <div className="markdown-editor">
      <div className="markdown-editor__tabs" role="tablist" aria-label={`${label} mode`}>
        {(['edit', 'preview'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={mode === tab} className="markdown-editor__tab" onClick={() => setMode(tab)}>
            {tab === 'edit' ? 'Edit' : 'Preview'}
          </button>
        ))}
      </div>
      {mode === 'edit' ? (
        <textarea
          id={id}
          className="textarea mono"
          value={text}
          placeholder={optionString(options, 'placeholder')}
          readOnly={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      ) : (
        // renderMarkdown escapes all input and emits only its own tags (see render-markdown.ts).
        <div id={id} className="markdown-editor__preview" role="tabpanel" aria-label={`${label} preview`} dangerouslySetInnerHTML={{ __html: preview }} />
      )}
    </div>
  );
}
