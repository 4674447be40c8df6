import type { Choice } from '../../interfaces/types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** The entered list of a rule (`a, b, c`) as separate values. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

interface ChoiceValueInputProps {
  label: string;
  choices: readonly Choice[];
  /** One value (`_eq`) or a comma-separated list (`_in`). */
  isMultiple: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A field's `choices` as the filter value: a dropdown, or ticks for "is one of" / "is not one of". */
export function ChoiceValueInput({ label, choices, isMultiple, value, onChange }: ChoiceValueInputProps) {
  const { t } = useTranslation();
  if (!isMultiple) {
    return (
      <select className="select filter-rule__value" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {t('filterBuilder.chooseValue')}
        </option>
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.text}
          </option>
        ))}
      </select>
    );
  }
  const picked = splitList(value);
  function toggle(choice: string, isOn: boolean) {
    const next = isOn ? [...picked, choice] : picked.filter((entry) => entry !== choice);
    // Keep the choices' own order, so the filter reads the same whatever the order of the ticks.
    onChange(
      choices
        .map((entry) => String(entry.value))
        .filter((entry) => next.includes(entry))
        .join(', '),
    );
  }
  return (
    <span role="group" aria-label={label} className="filter-choices">
      {choices.map((choice) => (
        <label key={String(choice.value)} className="filter-choices__option">
          <input
            type="checkbox"
            checked={picked.includes(String(choice.value))}
            onChange={(event) => toggle(String(choice.value), event.target.checked)}
          />
          {choice.text}
        </label>
      ))}
    </span>
  );
}
