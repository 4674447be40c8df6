import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import './boolean.css';

/**
 * On/off toggle (`boolean`). The checkbox (role switch) covers the whole control, so a click
 * anywhere toggles it; its name comes from the form's label, and option `label` is the
 * visible text beside it.
 */
export function BooleanToggle({ id, value, onChange, options, isDisabled, isInvalid, describedBy }: InterfaceProps) {
  const isOn = value === true;
  return (
    <span className="toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle__input"
        checked={isOn}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="toggle__track" aria-hidden="true" />
      <span className="toggle__text" aria-hidden="true">
        {optionString(options, 'label') ?? (isOn ? 'Enabled' : 'Disabled')}
      </span>
    </span>
  );
}
