import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { OptionField } from './operation-types.js';
import type { OptionTexts } from './option-values.js';
import { OptionPicker } from './option-picker.js';

/** The inputs of an options form (an operation's or a trigger's), over the texts of option-values.ts. */
export function OptionFields({
  fields,
  texts,
  onChange,
  trigger,
}: {
  fields: readonly OptionField[];
  texts: OptionTexts;
  onChange: (texts: OptionTexts) => void;
  /** The flow's trigger type, when the options are an operation's (the permissions hint reads it). */
  trigger?: string | null;
}) {
  return (
    <>
      {fields.map((field) => (
        <OptionInput
          key={field.name}
          field={field}
          texts={texts}
          trigger={trigger}
          onChange={(text) => onChange({ ...texts, [field.name]: text })}
        />
      ))}
    </>
  );
}

function OptionInput({
  field,
  texts,
  trigger,
  onChange,
}: {
  field: OptionField;
  texts: OptionTexts;
  trigger?: string | null;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const noteId = `${id}-note`;
  const described = field.note ? noteId : undefined;
  const text = texts[field.name] ?? '';
  const note = field.note ? (
    <small id={noteId} className="flow-editor__note">
      {t(field.note)}
    </small>
  ) : null;
  if (field.kind === 'boolean') {
    return (
      <div className="flow-editor__field">
        <label>
          <input type="checkbox" checked={text === 'true'} onChange={(event) => onChange(event.target.checked ? 'true' : '')} />{' '}
          {t(field.label)}
        </label>
      </div>
    );
  }
  if (field.kind === 'scopes' || field.kind === 'collections') {
    return (
      <div className="flow-editor__field">
        <OptionPicker id={id} field={field} texts={texts} onChange={onChange} />
      </div>
    );
  }
  return (
    <div className="flow-editor__field">
      <label htmlFor={id}>{t(field.label)}</label>
      {field.kind === 'users' || field.kind === 'permissions' || field.kind === 'collection' ? (
        <OptionPicker id={id} field={field} texts={texts} trigger={trigger} onChange={onChange} describedBy={described} />
      ) : field.kind === 'select' ? (
        <select id={id} className="select" value={text} onChange={(event) => onChange(event.target.value)} aria-describedby={described}>
          <option value="">{t('flows.defaultChoice')}</option>
          {field.choices?.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : field.kind === 'json' || field.kind === 'textarea' ? (
        <textarea
          id={id}
          className="input flow-editor__code"
          rows={field.kind === 'json' ? 5 : 3}
          value={text}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={described}
        />
      ) : (
        <input
          id={id}
          className="input"
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={described}
        />
      )}
      {note}
    </div>
  );
}
