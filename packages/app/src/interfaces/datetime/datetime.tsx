import type { InterfaceProps } from '../types.js';
import { fromInputValue, inputTypeFor, toInputValue } from './datetime-value.js';

/** Date, time or date-and-time picker (`datetime`), by the field's type; option includeSeconds. */
export function Datetime({ id, field, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  return (
    <input
      id={id}
      className="input"
      type={inputTypeFor(field.type)}
      // Seconds are offered only when asked for (`includeSeconds`); a date has none.
      step={options.includeSeconds === true && field.type !== 'date' ? 1 : undefined}
      value={toInputValue(value, field.type)}
      readOnly={isDisabled}
      required={isRequired}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(fromInputValue(event.target.value, field.type))}
    />
  );
}
