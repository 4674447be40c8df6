import { useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { ControlProps } from './form-controls.js';

export interface TemplateInputProps extends ControlProps {
  value: string;
  onChange: (value: string) => void;
  /** The fields offered to insert, as `{{field}}`. */
  fields: readonly { field: string; label: string }[];
  /** The accessible name of the field picker, e.g. `Insert a field into the template`. */
  pickerLabel: string;
}

/** `text` with `{{field}}` put in place of the selected range (or at the caret). */
export function insertField(text: string, field: string, start: number, end: number): { text: string; caret: number } {
  const token = `{{${field}}}`;
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/**
 * A display template: the text box, and a field picker that inserts `{{field}}` where the caret
 * is, so nobody has to know the template syntax or the fields' keys by heart.
 */
export function TemplateInput({ value, onChange, fields, pickerLabel, ...control }: TemplateInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const insert = (field: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    const next = insertField(value, field, start, end);
    onChange(next.text);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <div className="template-input">
      <input {...control} ref={inputRef} className="input mono" value={value} onChange={(event) => onChange(event.target.value)} />
      <select className="select template-input__picker" aria-label={pickerLabel} value="" onChange={(event) => insert(event.target.value)}>
        <option value="">{t('dataModel.insertField')}</option>
        {fields.map(({ field, label }) => (
          <option key={field} value={field}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
