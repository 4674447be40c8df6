import { FormRow } from '../../collection-settings/form-controls.js';
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
  return (
    <FormRow label="Field type" hint={hintFor(value)}>
      {(props) => (
        <select {...props} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
          {groupedChoices().map(([group, choices]) => (
            <optgroup key={group} label={group}>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormRow>
  );
}

function hintFor(id: string): string {
  const choice = fieldTypeChoice(id);
  if (choice.kind === 'standard') return `Stored as ${choice.types?.[0] ?? choice.type}, edited with ${choice.interface}.`;
  if (choice.kind === 'presentation' || choice.kind === 'group') return 'No column: shown on the item form only.';
  return `Relational: ${choice.label.toLowerCase()}, edited with ${choice.interface}.`;
}
