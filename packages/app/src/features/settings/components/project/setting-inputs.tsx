import { useState } from 'react';
import { SettingsField } from './settings-field.js';
import { LanguageSelect } from '../../../../components/language-select.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface BaseProps {
  label: string;
  error?: string | undefined;
  note?: string;
  width?: 'half' | 'full';
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A language setting, picked by name; stores its tag (`en-US`). */
export function LanguageSetting({ value, onChange, ...field }: BaseProps & { value: unknown; onChange: (value: string) => void }) {
  return (
    <SettingsField {...field}>
      {({ id, describedBy, isInvalid }) => (
        <LanguageSelect
          id={id}
          value={text(value) || 'en-US'}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          onChange={(tag) => onChange(tag ?? 'en-US')}
        />
      )}
    </SettingsField>
  );
}

/** A text setting; an emptied input stores null, as the reference does. */
export function TextSetting({
  value,
  onChange,
  placeholder,
  type = 'text',
  ...field
}: BaseProps & { value: unknown; onChange: (value: string | null) => void; placeholder?: string; type?: 'text' | 'url' }) {
  return (
    <SettingsField {...field}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          type={type}
          className="input"
          value={text(value)}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </SettingsField>
  );
}

/**
 * A number setting. What can't be read as a number is kept as typed (a string), so the checks
 * before saving name it instead of the input silently dropping it; the text stays as typed while
 * it means the stored value ("12." while on the way to "12.5").
 */
export function NumberSetting({
  value,
  onChange,
  placeholder,
  ...field
}: BaseProps & { value: unknown; onChange: (value: number | string | null) => void; placeholder?: string }) {
  const [typed, setTyped] = useState(text(value));
  const parsed = toNumber(typed);
  const shown = parsed === value || (parsed === null && (value === null || value === undefined)) ? typed : text(value);
  return (
    <SettingsField {...field}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          className="input"
          value={shown}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(toNumber(event.target.value));
          }}
        />
      )}
    </SettingsField>
  );
}

export function toNumber(typed: string): number | string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : typed;
}

export function SelectSetting<Value extends string>({
  value,
  onChange,
  choices,
  ...field
}: BaseProps & { value: unknown; onChange: (value: Value | null) => void; choices: readonly { value: Value | ''; label: string }[] }) {
  return (
    <SettingsField {...field}>
      {({ id, describedBy, isInvalid }) => (
        <select
          id={id}
          className="select"
          value={text(value)}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as Value))}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </SettingsField>
  );
}

export function TextareaSetting({
  value,
  onChange,
  isCode = false,
  ...field
}: BaseProps & { value: unknown; onChange: (value: string | null) => void; isCode?: boolean }) {
  return (
    <SettingsField {...field} width="full">
      {({ id, describedBy, isInvalid }) => (
        <textarea
          id={id}
          className={`textarea settings-textarea${isCode ? ' settings-textarea--code' : ''}`}
          rows={isCode ? 8 : 3}
          spellCheck={!isCode}
          value={text(value)}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
    </SettingsField>
  );
}

/** A colour: the native picker and the hex text side by side, both named after the setting. */
export function ColorSetting({ value, onChange, ...field }: BaseProps & { value: unknown; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const hex = text(value);
  return (
    <SettingsField {...field}>
      {({ id, describedBy, isInvalid }) => (
        <div className="settings-color">
          <input
            type="color"
            className="settings-color__swatch"
            aria-label={t('projectSettings.picker', { label: field.label })}
            value={/^#[0-9a-f]{6}$/i.test(hex) ? hex : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            id={id}
            type="text"
            className="input"
            value={hex}
            placeholder="#6644FF"
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          />
        </div>
      )}
    </SettingsField>
  );
}
