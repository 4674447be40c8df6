import { readChoices } from '../types.js';
import type { InterfaceProps } from '../types.js';
import './select-radio.css';

/** One value from a few (`select-radio`): a radio group named by the field's label. */
export function SelectRadio({ id, label, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const choices = readChoices(options);
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-required={isRequired || undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      className="radio-group"
    >
      {choices.map((choice) => (
        <label key={String(choice.value)} className="radio-group__option">
          <input
            type="radio"
            name={id}
            checked={String(choice.value) === String(value)}
            disabled={isDisabled}
            onChange={() => onChange(choice.value)}
          />
          {choice.text}
        </label>
      ))}
    </div>
  );
}
