import { i18n } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import type { AggregateFunction } from '../../../../lib/insights/types.js';
import { METRIC_FUNCTIONS } from '../metric-panel.js';
import { OptionField } from '../option-fields.js';
import { stringOption } from '../panel-type.js';
import type { PanelOptions } from '../panel-type.js';

/** The aggregate function option; count when unset or unknown. */
export function functionOf(options: PanelOptions): AggregateFunction {
  const value = stringOption(options, 'function');
  return METRIC_FUNCTIONS.some((entry) => entry.id === value) ? (value as AggregateFunction) : 'count';
}

/** A boolean option; `fallback` when unset. */
export function booleanOption(options: PanelOptions, key: string, fallback: boolean): boolean {
  const value = options[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** A number option, or null when unset or not a number. */
export function numberOption(options: PanelOptions, key: string): number | null {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** `decimals` as a whole number of fraction digits (0-10), or null for the default. */
export function decimalsOption(options: PanelOptions): number | null {
  const value = numberOption(options, 'decimals');
  return value === null ? null : Math.min(10, Math.max(0, Math.round(value)));
}

/** Problems shared by every chart: the collection, a field the function needs, the decimals. */
export function requireFields(options: PanelOptions, fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!stringOption(options, 'collection')) errors.collection = i18n.t('panels.chooseCollection');
  for (const [key, message] of Object.entries(fields)) if (!stringOption(options, key)) errors[key] = message;
  const decimals = options.decimals;
  if (
    decimals !== undefined &&
    decimals !== null &&
    (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 10)
  )
    errors.decimals = i18n.t('panels.decimalsRange');
  return errors;
}

export function FunctionOption({ value, onChange }: { value: AggregateFunction; onChange: (value: AggregateFunction) => void }) {
  const { t } = useTranslation();
  return (
    <SelectOption
      label={t('panels.function')}
      value={value}
      choices={METRIC_FUNCTIONS}
      onChange={(next) => onChange(next as AggregateFunction)}
    />
  );
}

export function SelectOption({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { id: string; label: MessageKey }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <OptionField label={label}>
      {({ id }) => (
        <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      )}
    </OptionField>
  );
}

export function CheckboxOption({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <OptionField label={label}>
      {({ id }) => <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    </OptionField>
  );
}

export function ColorOption({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <OptionField label={t('panels.color')}>
      {({ id }) => (
        <input id={id} className="input" type="color" value={value || '#6644ff'} onChange={(event) => onChange(event.target.value)} />
      )}
    </OptionField>
  );
}
