import { DEFAULT_RELATIVE_DATE, RELATIVE_UNITS, formatRelativeDate, isRelativeDate, parseRelativeDate } from './relative-date.js';
import type { RelativeDate, RelativeUnit } from './relative-date.js';

interface DateValueInputProps {
  /** Accessible name of the value ("Value", "From", "To"); the parts are named after it. */
  label: string;
  /** `date`, `dateTime`, `timestamp` or `time`. */
  type: string;
  value: string;
  onChange: (value: string) => void;
}

function pickerType(type: string): 'date' | 'datetime-local' | 'time' {
  if (type === 'date') return 'date';
  if (type === 'time') return 'time';
  return 'datetime-local';
}

/**
 * A date filter value: an absolute date (the browser's date or date-time picker) or a date
 * relative to now — N minutes … years ago / from now — written as `$NOW(-7 days)`. A `$NOW…`
 * value opens in the relative editor, so saved filters round-trip.
 */
export function DateValueInput({ label, type, value, onChange }: DateValueInputProps) {
  // A time of day has no sensible "7 days ago".
  const canBeRelative = type !== 'time';
  const isRelative = canBeRelative && isRelativeDate(value);
  const relative = isRelative ? parseRelativeDate(value) : null;

  function setRelative(change: Partial<RelativeDate>) {
    onChange(formatRelativeDate({ ...(relative ?? DEFAULT_RELATIVE_DATE), ...change }));
  }

  return (
    <span className="filter-date">
      {canBeRelative ? (
        <select
          className="select"
          aria-label={`${label} kind`}
          value={isRelative ? 'relative' : 'absolute'}
          onChange={(event) => onChange(event.target.value === 'relative' ? formatRelativeDate(DEFAULT_RELATIVE_DATE) : '')}
        >
          <option value="absolute">{type === 'date' ? 'Date' : 'Date and time'}</option>
          <option value="relative">Relative to now</option>
        </select>
      ) : null}
      {!isRelative ? (
        <input
          className="input filter-rule__value"
          aria-label={label}
          type={pickerType(type)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : relative ? (
        <>
          <input
            className="input filter-date__amount"
            aria-label={`${label} amount`}
            type="number"
            min={0}
            step={1}
            value={relative.amount}
            onChange={(event) => setRelative({ amount: Number(event.target.value) })}
          />
          <select
            className="select"
            aria-label={`${label} unit`}
            value={relative.unit}
            onChange={(event) => setRelative({ unit: event.target.value as RelativeUnit })}
          >
            {RELATIVE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
          <select
            className="select"
            aria-label={`${label} direction`}
            value={relative.direction}
            onChange={(event) => setRelative({ direction: event.target.value === 'from-now' ? 'from-now' : 'ago' })}
          >
            <option value="ago">ago</option>
            <option value="from-now">from now</option>
          </select>
        </>
      ) : (
        // A `$NOW` form the editor cannot split up (e.g. `$NOW(-90 s)`) stays editable as text.
        <input
          className="input filter-rule__value"
          aria-label={label}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </span>
  );
}
