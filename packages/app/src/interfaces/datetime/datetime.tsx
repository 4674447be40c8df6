import type { InterfaceProps } from '../types.js';
import { fromInputValue, inputTypeFor, toInputValue } from './datetime-value.js';

/** Date, time or date-and-time picker (`datetime`), by the field's type. */
export function Datetime({ id, field, value, onChange, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  return (
    <input
      id={id}
      className="input"
      type={inputTypeFor(field.type)}
      value={toInputValue(value, field.type)}
      readOnly={isDisabled}
      required={isRequired}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(fromInputValue(event.target.value, field.type))}
    />
  );
}
