import { FormRow } from '../../collection-settings/form-controls.js';
import { i18n } from '../../../../../lib/i18n/i18n.js';
import type { TFunction } from '../../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';
import type { FieldForm } from '../field-setup.js';
import { fieldTypeChoice, groupedChoices } from './field-types.js';

/** The form after picking a field type: its kind, column type, interface and special flags. */
export function applyChoice(form: FieldForm, id: string): FieldForm {
  const choice = fieldTypeChoice(id);
  return {
    ...form,
    choice: id,
    kind: choice.kind,
    type: choice.types?.[0] ?? choice.type,
    interface: choice.interface,
    special: [...choice.special],
  };
}

/** The "Field type" picker: every standard, presentation, group and relational type, grouped as the reference groups them. */
export function TypeChooser({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormRow label={t('dataModel.fieldType')} hint={hintFor(t, value)}>
      {(props) => (
        <select {...props} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
          {groupedChoices().map(([group, choices]) => (
            <optgroup key={group} label={t(group)}>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {t(choice.label)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormRow>
  );
}

function hintFor(t: TFunction, id: string): string {
  const choice = fieldTypeChoice(id);
  if (choice.kind === 'standard')
    return t('dataModel.typeHintStandard', { type: choice.types?.[0] ?? choice.type, interface: choice.interface });
  if (choice.kind === 'presentation' || choice.kind === 'group') return t('dataModel.typeHintAlias');
  // English writes the kind in lower case mid-sentence ("Relational: many to one"); German nouns keep their capital.
  const kind = i18n.language === 'en' ? t(choice.label).toLowerCase() : t(choice.label);
  return t('dataModel.typeHintRelational', { kind, interface: choice.interface });
}
