import type { InterfaceProps } from '../types.js';

/**
 * A value the server hashes (`input-hash`, e.g. passwords). The stored hash is never shown: the
 * field starts empty and only a newly typed value is sent.
 */
export function InputHash({ id, value, initialValue, onChange, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const isUnchanged = value === initialValue;
  return (
    <input
      id={id}
      className="input"
      type="password"
      autoComplete="new-password"
      value={isUnchanged ? '' : typeof value === 'string' ? value : ''}
      placeholder={initialValue ? 'Value is hashed; type to replace it' : undefined}
      readOnly={isDisabled}
      required={isRequired && !initialValue}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? initialValue : event.target.value)}
    />
  );
}
