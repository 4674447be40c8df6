import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceChecklistProps {
  /** The group's legend; none when an outer fieldset already names the group (then only the list is drawn). */
  label?: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
}

/**
 * A multi-select as a group of checkboxes, keeping the choices' order in what it answers. A value
 * chosen before that is not among the choices stays listed (checked) so saving never drops it.
 */
export function ChoiceChecklist({ label, choices, value, onChange, describedBy }: ChoiceChecklistProps) {
  const { t } = useTranslation();
  const offered = new Set(choices.map((choice) => choice.value));
  const others = value
    .filter((entry) => !offered.has(entry))
    .map((entry) => ({ value: entry, label: t('flowEditor.otherValue', { value: entry }) }));
  const all = [...choices, ...others];

  function toggle(entry: string, isChecked: boolean) {
    const chosen = new Set(value);
    if (isChecked) chosen.add(entry);
    else chosen.delete(entry);
    onChange(all.map((choice) => choice.value).filter((candidate) => chosen.has(candidate)));
  }

  const list = (
    <ul className="flow-checklist__choices">
      {all.map((choice) => (
        <li key={choice.value}>
          <label>
            <input
              type="checkbox"
              checked={value.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />{' '}
            {choice.label}
          </label>
        </li>
      ))}
    </ul>
  );
  if (label === undefined) return list;
  return (
    <fieldset className="flow-checklist" aria-describedby={describedBy}>
      <legend>{label}</legend>
      {list}
    </fieldset>
  );
}
