import { DEFAULT_RELATIVE_DATE, RELATIVE_UNITS, formatRelativeDate, isRelativeDate, parseRelativeDate } from './relative-date.js';
import type { RelativeDate, RelativeUnit } from './relative-date.js';
import type { MessageKey } from '../../lib/i18n/i18n.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface DateValueInputProps {
  /** Accessible name of the value ("Value", "From", "To"); the parts are named after it. */
  label: string;
  /** `date`, `dateTime`, `timestamp` or `time`. */
  type: string;
  value: string;
  onChange: (value: string) => void;
}

const UNIT_KEYS: Record<RelativeUnit, MessageKey> = {
  minutes: 'filterBuilder.unitMinutes',
  hours: 'filterBuilder.unitHours',
  days: 'filterBuilder.unitDays',
  weeks: 'filterBuilder.unitWeeks',
  months: 'filterBuilder.unitMonths',
  years: 'filterBuilder.unitYears',
};

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
  const { t } = useTranslation();
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
          aria-label={t('filterBuilder.kind', { label })}
          value={isRelative ? 'relative' : 'absolute'}
          onChange={(event) => onChange(event.target.value === 'relative' ? formatRelativeDate(DEFAULT_RELATIVE_DATE) : '')}
        >
          <option value="absolute">{t(type === 'date' ? 'filterBuilder.date' : 'filterBuilder.dateTime')}</option>
          <option value="relative">{t('filterBuilder.relative')}</option>
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
            aria-label={t('filterBuilder.amount', { label })}
            type="number"
            min={0}
            step={1}
            value={relative.amount}
            onChange={(event) => setRelative({ amount: Number(event.target.value) })}
          />
          <select
            className="select"
            aria-label={t('filterBuilder.unit', { label })}
            value={relative.unit}
            onChange={(event) => setRelative({ unit: event.target.value as RelativeUnit })}
          >
            {RELATIVE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(UNIT_KEYS[unit])}
              </option>
            ))}
          </select>
          <select
            className="select"
            aria-label={t('filterBuilder.direction', { label })}
            value={relative.direction}
            onChange={(event) => setRelative({ direction: event.target.value === 'from-now' ? 'from-now' : 'ago' })}
          >
            <option value="ago">{t('filterBuilder.ago')}</option>
            <option value="from-now">{t('filterBuilder.fromNow')}</option>
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
