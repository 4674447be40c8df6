import '../../interfaces/boolean/boolean.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';
interface BooleanValueInputProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** A boolean filter value as a switch: on = true, off = false. */
export function BooleanValueInput({ label, value, onChange }: BooleanValueInputProps) {
  const { t } = useTranslation();
  return (
    <span className="toggle filter-toggle">
      <input
        type="checkbox"
        role="switch"
        className="toggle__input"
        aria-label={label}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="toggle__track" aria-hidden="true" />
      <span className="toggle__text" aria-hidden="true">
        {t(value ? 'filterBuilder.true' : 'filterBuilder.false')}
      </span>
    </span>
  );
}
