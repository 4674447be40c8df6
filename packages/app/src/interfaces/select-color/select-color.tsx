import type { InterfaceProps } from '../types.js';
import './select-color.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const HEX = /^#[0-9a-f]{6}$/i;

/** Colour picker (`select-color`): a swatch plus the hex text, stored as "#rrggbb". */
export function SelectColor({ id, label, value, onChange, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="color-input">
      <input
        type="color"
        className="color-input__swatch"
        aria-label={t('interfaceText.colorSwatch', { label })}
        value={HEX.test(text) ? text.toLowerCase() : '#000000'}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
      <input
        id={id}
        className="input mono"
        value={text}
        placeholder={t('interfaceText.colorPlaceholder')}
        readOnly={isDisabled}
        required={isRequired}
        pattern="#[0-9a-fA-F]{6}"
        aria-invalid={isInvalid || (text !== '' && !HEX.test(text)) || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    </div>
  );
}
