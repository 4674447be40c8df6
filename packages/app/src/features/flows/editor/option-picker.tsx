import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { ChoiceChecklist } from './choice-checklist.js';
import { CollectionSelect } from './collection-select.js';
import { CollectionsPicker } from './collections-picker.js';
import { eventScopes, hasItemScope } from './event-scopes.js';
import type { OptionField } from './operation-types.js';
import { pickedList, pickedText, type OptionTexts } from './option-values.js';
import { PermissionsSelect } from './permissions-select.js';
import { UserPicker } from './user-picker.js';

export interface OptionPickerProps {
  id: string;
  /** A field of kind `scopes`, `collections`, `collection`, `users` or `permissions`. */
  field: OptionField;
  /** Every option's text: the scopes offered follow the hook `type`, the collections note the chosen `scope`. */
  texts: OptionTexts;
  trigger?: string | null;
  onChange: (text: string) => void;
  describedBy?: string;
}

/** The picker of an option whose value is chosen rather than typed, over its text in the form. */
export function OptionPicker({ id, field, texts, trigger, onChange, describedBy }: OptionPickerProps) {
  const { t } = useTranslation();
  const text = texts[field.name] ?? '';
  const noteId = `${id}-note`;
  const change = (values: string[]) => onChange(pickedText(values));
  switch (field.kind) {
    case 'scopes': {
      const value = pickedList(text);
      return (
        <>
          <ChoiceChecklist
            label={t(field.label)}
            choices={eventScopes(texts.type).map((scope) => ({ value: scope, label: scope }))}
            value={value}
            onChange={change}
            describedBy={value.length === 0 ? noteId : undefined}
          />
          {value.length === 0 ? (
            <small id={noteId} className="flow-editor__note">
              {t('flowEditor.scopeNone')}
            </small>
          ) : null}
        </>
      );
    }
    case 'collections': {
      // Only an event hook (the form with a scope) limits its collections to the item scopes.
      const isUsed = texts.scope === undefined || hasItemScope(pickedList(texts.scope));
      return (
        <>
          <CollectionsPicker label={t(field.label)} value={pickedList(text)} onChange={change} describedBy={isUsed ? undefined : noteId} />
          {isUsed ? null : (
            <small id={noteId} className="flow-editor__note">
              {t('flowEditor.collectionsForItemScopes')}
            </small>
          )}
        </>
      );
    }
    case 'collection':
      return <CollectionSelect id={id} value={text} onChange={onChange} describedBy={describedBy} />;
    case 'users':
      return <UserPicker id={id} label={t(field.label)} value={pickedList(text)} onChange={change} describedBy={describedBy} />;
    case 'permissions':
      return <PermissionsSelect id={id} value={text} onChange={onChange} trigger={trigger} describedBy={describedBy} />;
    default:
      return null;
  }
}
