import { useEffect, useId, useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { isVariableKey } from '../variables/apply-variables.js';
import { useDashboardVariables } from '../variables/dashboard-variables.js';
import { OptionField, TextOption } from './option-fields.js';
import { stringOption } from './panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from './panel-type.js';

const VARIABLE_TYPES = [
  { id: 'string', label: 'panels.typeText' },
  { id: 'integer', label: 'panels.typeInteger' },
  { id: 'float', label: 'panels.typeFloat' },
  { id: 'date', label: 'panels.typeDate' },
] as const satisfies readonly { id: string; label: MessageKey }[];

function typeOf(options: PanelOptions): (typeof VARIABLE_TYPES)[number]['id'] {
  const value = stringOption(options, 'type');
  return VARIABLE_TYPES.find((entry) => entry.id === value)?.id ?? 'string';
}

/** The typed value of what the input holds: a number for number types, null for nothing. */
export function variableValue(raw: string, type: string): string | number | null {
  if (raw.trim() === '') return null;
  if (type === 'integer' || type === 'float') {
    const number = Number(raw);
    return Number.isFinite(number) ? (type === 'integer' ? Math.trunc(number) : number) : null;
  }
  return raw;
}

export function validateVariableKey(options: PanelOptions): Record<string, string> {
  const key = stringOption(options, 'field');
  if (!key) return { field: i18n.t('panels.enterVariableKey', { example: '{{ key }}' }) };
  return isVariableKey(key) ? {} : { field: i18n.t('panels.variableKeyInvalid') };
}

/** Shows what the input holds at once; sets the variable once typing pauses, so panels reload once. */
function VariableView({ panel }: PanelViewProps) {
  const options = panel.options ?? {};
  const key = stringOption(options, 'field');
  const type = typeOf(options);
  const { values, set } = useDashboardVariables();
  const current = values.get(key);
  const [raw, setRaw] = useState(current === null || current === undefined ? '' : String(current as string | number));
  const settled = useDebouncedValue(raw, 400);
  const id = useId();
  const { t } = useTranslation();
  useEffect(() => {
    if (key) set(key, variableValue(settled, type));
  }, [key, settled, type, set]);
  if (!key) return <p className="insights-panel__empty">{t('panels.enterKeyInOptions')}</p>;
  return (
    <div className="insights-variable">
      <label htmlFor={id} className="visually-hidden">
        {panel.name || key}
      </label>
      <input
        id={id}
        className="input"
        type={type === 'date' ? 'date' : type === 'string' ? 'text' : 'number'}
        step={type === 'float' ? 'any' : undefined}
        value={raw}
        placeholder={stringOption(options, 'placeholder') || undefined}
        onChange={(event) => setRaw(event.target.value)}
      />
    </div>
  );
}

/** The `field` option of both variable panels: the key other panels read as `{{ key }}`. */
export function VariableKeyOption({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  return (
    <TextOption
      label={t('panels.variableKey')}
      value={stringOption(options, 'field')}
      error={errors.field}
      onChange={(value) => onChange({ field: value })}
    />
  );
}

function VariableOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <VariableKeyOption options={options} onChange={onChange} errors={errors} />
      <OptionField label={t('panels.type')}>
        {({ id }) => (
          <select id={id} className="input" value={typeOf(options)} onChange={(event) => onChange({ type: event.target.value })}>
            {VARIABLE_TYPES.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.label)}
              </option>
            ))}
          </select>
        )}
      </OptionField>
      <TextOption
        label={t('panels.defaultValue')}
        value={options.defaultValue === null || options.defaultValue === undefined ? '' : String(options.defaultValue as string | number)}
        onChange={(value) => onChange({ defaultValue: variableValue(value, typeOf(options)) })}
      />
    </>
  );
}

/** `variable`: a value typed on the dashboard that other panels read as `{{ key }}` in their options. */
export const VARIABLE_PANEL: PanelType = {
  id: 'variable',
  get name() {
    return i18n.t('panels.globalVariable');
  },
  icon: 'science',
  get description() {
    return i18n.t('panels.globalVariableDescription', { example: '{{ key }}' });
  },
  defaultOptions: { field: '', type: 'string', defaultValue: null },
  validate: validateVariableKey,
  View: VariableView,
  OptionsForm: VariableOptions,
};
