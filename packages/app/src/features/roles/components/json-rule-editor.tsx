import { useId, useState } from 'react';

export interface JsonRuleEditorProps {
  label: string;
  hint: string;
  value: Record<string, unknown> | null;
  /** Called with the parsed object, or `undefined` while the text is not a JSON object. */
  onChange: (value: Record<string, unknown> | null | undefined) => void;
  error?: string;
}

/** Text → an object, null for empty text, undefined when it is not a JSON object. */
export function parseJsonObject(text: string): Record<string, unknown> | null | undefined {
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A filter or presets object edited as JSON, with the parse error or the server's refusal under it. */
export function JsonRuleEditor({ label, hint, value, onChange, error }: JsonRuleEditorProps) {
  const id = useId();
  const [text, setText] = useState(() => (value && Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : ''));
  const isInvalid = parseJsonObject(text) === undefined;
  const message = isInvalid ? 'Enter a JSON object, e.g. {"status": {"_eq": "published"}}.' : error;
  return (
    <div className="role-form__field">
      <label htmlFor={id}>{label}</label>
      <small>{hint}</small>
      <textarea
        id={id}
        className="textarea mono"
        rows={6}
        spellCheck={false}
        value={text}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseJsonObject(event.target.value));
        }}
      />
      {message ? (
        <p className="permission-editor__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
