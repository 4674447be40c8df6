import { optionString, readChoices } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/** One value from a list (`select-dropdown`); options: choices, allowNone, placeholder. */
export function SelectDropdown({ id, value, onChange, options, isDisabled, isRequired, isInvalid, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const choices = readChoices(options);
  const index = choices.findIndex((choice) => String(choice.value) === String(value));
  const hasUnknownValue = index === -1 && value !== null && value !== undefined;
  return (
    <select
      id={id}
      className="select"
      value={hasUnknownValue ? 'other' : index === -1 ? '' : String(index)}
      disabled={isDisabled}
      required={isRequired}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        const picked = choices[Number(event.target.value)];
        onChange(event.target.value === '' || !picked ? null : picked.value);
      }}
    >
      {/* Clearing is offered only when the field allows "none". */}
      <option value="" disabled={options.allowNone !== true && index !== -1}>
        {optionString(options, 'placeholder') ?? t('interfaceText.selectAnOption')}
      </option>
      {choices.map((choice, position) => (
        <option key={String(choice.value)} value={String(position)}>
          {choice.text}
        </option>
      ))}
      {hasUnknownValue ? <option value="other">{String(value)}</option> : null}
    </select>
  );
}
