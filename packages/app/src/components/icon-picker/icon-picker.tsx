import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon } from '../icon.js';
import { allIconNames, searchIconNames } from './icon-names.js';
import './icon-picker.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** How many matches the grid shows at once; a search narrows the rest. */
const SHOWN = 160;
/** Options per row of the grid, for the up and down arrows. */
const COLUMNS = 8;

export interface IconPickerProps {
  /** The control's accessible name, e.g. `Icon`. */
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/**
 * A searchable Material Symbols picker: a button that opens a combobox (type to search, arrows
 * to move, Enter to choose, Escape to close) over a grid of every icon of the installed font.
 */
export function IconPicker({ label, value, onChange, disabled = false }: IconPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const matches = useMemo(() => (isOpen ? searchIconNames(allIconNames(), search, SHOWN) : []), [isOpen, search]);

  const close = () => {
    setIsOpen(false);
    setSearch('');
    toggleRef.current?.focus();
  };
  const choose = (name: string | null) => {
    onChange(name);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    const move = moves[event.key];
    if (move !== undefined && matches.length > 0) {
      event.preventDefault();
      setActive((current) => Math.min(matches.length - 1, Math.max(0, current + move)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const name = matches[active];
      if (name) choose(name);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="icon-picker">
      <div className="icon-picker__current">
        <button
          ref={toggleRef}
          type="button"
          className="icon-picker__toggle"
          aria-label={`${label}: ${value ?? 'none'}`}
          aria-expanded={isOpen}
          disabled={disabled}
          onClick={() => (isOpen ? close() : setIsOpen(true))}
        >
          <Icon name={value} fallback="add_reaction" />
          <span>{value ?? t('dialogs.chooseIcon')}</span>
        </button>
        {value && !disabled ? (
          <button
            type="button"
            className="icon-picker__clear"
            aria-label={t('dialogs.clearNamed', { label })}
            onClick={() => onChange(null)}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      {isOpen ? (
        <div className="icon-picker__panel">
          <input
            type="search"
            role="combobox"
            className="input"
            aria-label={t('dialogs.searchIcons')}
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={matches[active] ? `${listId}-${matches[active]}` : undefined}
            autoFocus
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {matches.length === 0 ? (
            <p className="icon-picker__empty">{t('dialogs.noIconMatches', { search })}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={label} className="icon-picker__grid">
              {matches.map((name, index) => (
                <li
                  key={name}
                  id={`${listId}-${name}`}
                  role="option"
                  aria-selected={name === value}
                  aria-label={name}
                  title={name}
                  className={`icon-picker__option${index === active ? ' icon-picker__option--active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(name)}
                >
                  <Icon name={name} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
