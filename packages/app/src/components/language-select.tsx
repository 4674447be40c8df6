import type { SelectHTMLAttributes } from 'react';
import { languageOptions } from '../lib/i18n/languages.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface LanguageSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: string | null;
  onChange: (tag: string | null) => void;
  /** The choice that stores null (e.g. "Project default"); without it a language must be picked. */
  emptyLabel?: string;
  /** Languages already in use, offered even when they are not in the usual list. */
  extra?: readonly string[];
}

/** A language picked by name (in the reader's language) that stores its BCP 47 tag; a stored tag the list lacks stays selectable. */
export function LanguageSelect({ value, onChange, emptyLabel, extra = [], className = 'select', ...props }: LanguageSelectProps) {
  useTranslation(); // names follow the app's language
  const options = languageOptions([value, ...extra]);
  return (
    <select
      {...props}
      className={className}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.tag} value={option.tag}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
