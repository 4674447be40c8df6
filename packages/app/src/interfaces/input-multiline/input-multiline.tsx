import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';

/** Plain multi-line text (`input-multiline`). */
export function InputMultiline({ id, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  return (
    <textarea
      id={id}
      className="textarea"
      value={typeof value === 'string' ? value : ''}
      placeholder={optionString(options, 'placeholder')}
      readOnly={isDisabled}
      required={isRequired}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
