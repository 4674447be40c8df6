import type { InterfaceProps } from '../types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * A value the server hashes (`input-hash`, e.g. passwords). The stored hash is never shown: the
 * field starts empty and only a newly typed value is sent.
 */
export function InputHash({ id, value, initialValue, onChange, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const isUnchanged = value === initialValue;
  return (
    <input
      id={id}
      className="input"
      type="password"
      autoComplete="new-password"
      value={isUnchanged ? '' : typeof value === 'string' ? value : ''}
      placeholder={initialValue ? t('interfaceText.hashedPlaceholder') : undefined}
      readOnly={isDisabled}
      required={isRequired && !initialValue}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? initialValue : event.target.value)}
    />
  );
}
