import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import './tags.css';
import { i18n } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '') return value.split(',');
  return [];
}

/** A list of short strings (`tags`, json or csv): type and press Enter or comma to add. */
export function Tags({ id, label, value, onChange, options, isDisabled, isInvalid, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const tags = toList(value);
  const presets = Array.isArray(options.presets) ? options.presets.map(String) : [];

  function normalise(tag: string): string {
    const trimmed = tag.trim();
    if (options.capitalization === 'lowercase') return trimmed.toLowerCase();
    if (options.capitalization === 'uppercase') return trimmed.toUpperCase();
    return trimmed;
  }

  function add(raw: string) {
    const tag = normalise(raw);
    if (tag === '' || tags.includes(tag)) return;
    const next = [...tags, tag];
    onChange(options.alphabetize === true ? next.sort() : next);
  }

  function remove(tag: string) {
    const next = tags.filter((entry) => entry !== tag);
    onChange(next.length === 0 ? null : next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      remove(tags[tags.length - 1] ?? '');
    }
  }

  // "Current tags" in English; German keeps the noun's capital letter.
  const listLabel = t('interfaceText.currentTags', { label: i18n.language === 'de' ? label : label.toLowerCase() });

  return (
    <div className="tags">
      {!isDisabled ? (
        <input
          id={id}
          className="input"
          value={draft}
          placeholder={optionString(options, 'placeholder') ?? t('interfaceText.tagPlaceholder')}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add(draft);
            setDraft('');
          }}
        />
      ) : null}
      <ul className="tags__list" aria-label={listLabel}>
        {tags.map((tag) => (
          <li key={tag} className="tags__tag">
            {tag}
            {!isDisabled ? (
              <button
                type="button"
                className="tags__remove"
                aria-label={t('interfaceText.removeNamed', { name: tag })}
                onClick={() => remove(tag)}
              >
                ✕
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {presets.length > 0 && !isDisabled ? (
        <div className="tags__presets">
          {presets
            .filter((preset) => !tags.includes(preset))
            .map((preset) => (
              <button key={preset} type="button" className="button button--small button--ghost" onClick={() => add(preset)}>
                + {preset}
              </button>
            ))}
        </div>
      ) : null}
    </div>
  );
}
