import { useId } from 'react';
import { useTranslation } from '../../../../../lib/i18n/use-translation.js';

const HEX = /^#[0-9a-f]{6}$/i;

/** One colour of a choice: a swatch, the hex text and a reset; an empty colour is no colour. */
export function ChoiceColour({ label, value, onChange }: { label: string; value: unknown; onChange: (colour: string | null) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="field-options__colour">
      <span id={labelId}>{label}</span>
      <span className="field-options__colour-inputs">
        <input
          type="color"
          className="field-options__swatch"
          aria-label={t('choices.swatch', { label })}
          value={HEX.test(text) ? text.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <input
          className="input mono"
          value={text}
          placeholder={t('dataModel.hexPlaceholder')}
          aria-labelledby={labelId}
          aria-invalid={(text !== '' && !HEX.test(text)) || undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      </span>
    </div>
  );
}
