import { useId, useState } from 'react';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

function format(value: unknown, isJson: boolean): string {
  if (value === null || value === undefined) return '';
  if (isJson) return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * Code editor (`input-code`). On a json field the text must parse: the value changes only when it
 * does, and an "Invalid JSON" message shows meanwhile.
 */
export function InputCode({ id, field, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const isJson = field.type === 'json' || optionString(options, 'language') === 'JSON';
  const [text, setText] = useState(() => format(value, isJson));
  const [shownValue, setShownValue] = useState(value);
  const [parseError, setParseError] = useState<string | null>(null);
  const errorId = useId();

  // A value changed from outside (reset, revert) replaces the text; our own edits do not.
  if (value !== shownValue) {
    setShownValue(value);
    setText(format(value, isJson));
    setParseError(null);
  }

  function edit(next: string) {
    setText(next);
    if (!isJson) {
      const result = next === '' ? null : next;
      setShownValue(result);
      onChange(result);
      return;
    }
    if (next.trim() === '') {
      setParseError(null);
      setShownValue(null);
      onChange(null);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      setParseError(null);
      setShownValue(parsed);
      onChange(parsed);
    } catch (error) {
      setParseError(error instanceof Error ? error.message : t('interfaceText.invalidJson'));
    }
  }

  return (
    <div>
      <textarea
        id={id}
        className="textarea mono"
        spellCheck={false}
        value={text}
        placeholder={optionString(options, 'placeholder')}
        readOnly={isDisabled}
        required={isRequired}
        aria-invalid={isInvalid || parseError !== null || undefined}
        aria-describedby={[describedBy, parseError ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => edit(event.target.value)}
      />
      {parseError ? (
        <p id={errorId} className="field-error" role="alert">
          {t('interfaceText.invalidJsonBecause', { reason: parseError })}
        </p>
      ) : null}
    </div>
  );
}
