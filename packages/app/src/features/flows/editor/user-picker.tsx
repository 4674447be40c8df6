import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { userName, useUserSearch, useUsersById, type UserSummary } from '../api/user-queries.js';
import { isTemplate } from './option-values.js';

export interface UserPickerProps {
  /** The search box's id, for the field's `<label>`. */
  id: string;
  /** The field's label, naming the list of chosen recipients too. */
  label: string;
  /** User ids and `{{…}}` templates, in order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
}

interface Option {
  value: string;
  label: string;
  detail: string | null;
}

const TEMPLATE_EXAMPLE = '{{ $trigger.payload.user }}';

/**
 * Recipients by name: a search box (the API's user search on name and e-mail) listing matches to
 * add, the chosen ones shown by name with a remove button. Stores user ids; text holding a
 * `{{…}}` template is offered as itself, so a template of the run's data is kept as typed.
 */
export function UserPicker({ id, label, value, onChange, describedBy }: UserPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const typed = text.trim();
  const isTemplateText = isTemplate(typed);
  const search = useDebouncedValue(isTemplateText ? '' : typed, 200);
  const matches = useUserSearch(search);
  const known = useUsersById(value);
  const byId = new Map((known.data ?? []).map((user) => [user.id, user]));

  const options: Option[] = isTemplateText
    ? [{ value: typed, label: t('flowEditor.useTemplate', { template: typed }), detail: null }]
    : search === typed
      ? (matches.data ?? []).filter((user) => !value.includes(user.id)).map(optionOf)
      : [];
  const isSearching = typed !== '' && !isTemplateText && (search !== typed || matches.isFetching);
  const isOpen = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  function choose(option: Option) {
    if (!value.includes(option.value)) onChange([...value, option.value]);
    setText('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted match rather than submitting the dialog's form.
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape' && text !== '') {
      event.stopPropagation();
      setText('');
    }
  }

  return (
    <div className="user-picker">
      {value.length > 0 ? (
        <ul className="user-picker__chosen" aria-label={label}>
          {value.map((entry) => {
            const name = chosenName(entry, byId.get(entry), known.isPending, t);
            return (
              <li key={entry} className={isTemplate(entry) ? 'user-picker__chip user-picker__chip--template' : 'user-picker__chip'}>
                {isTemplate(entry) ? <span className="user-picker__kind">{t('flowEditor.templateValue')}</span> : null}
                <span>{name}</span>
                <button type="button" className="user-picker__remove" onClick={() => onChange(value.filter((other) => other !== entry))}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('flowEditor.removeRecipient', { name })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="flow-editor__note">{t('flowEditor.recipientsNone', { example: TEMPLATE_EXAMPLE })}</p>
      )}
      <input
        id={id}
        className="input"
        role="combobox"
        autoComplete="off"
        placeholder={t('flowEditor.userSearch')}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen ? `${listId}-${activeIndex}` : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={label} className="user-picker__matches" hidden={!isOpen}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the search box, so the list stays open until the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
            {option.detail ? <span className="user-picker__detail"> {option.detail}</span> : null}
          </li>
        ))}
      </ul>
      {isSearching ? (
        <p role="status" className="flow-editor__note">
          {t('flowEditor.userSearchLoading')}
        </p>
      ) : typed !== '' && !isTemplateText && !isOpen ? (
        <p role="status" className="flow-editor__note">
          {t('flowEditor.userNoMatch', { search: typed })}
        </p>
      ) : null}
    </div>
  );
}

function optionOf(user: UserSummary): Option {
  const name = userName(user);
  return { value: user.id, label: name, detail: user.email && user.email !== name ? user.email : null };
}

/** A chosen entry as shown: the user's name, the template itself, or the id of a user not found. */
function chosenName(entry: string, user: UserSummary | undefined, isLoading: boolean, t: ReturnType<typeof useTranslation>['t']): string {
  if (user) return userName(user);
  if (isTemplate(entry) || isLoading) return entry;
  return t('flowEditor.unknownUser', { id: entry });
}
