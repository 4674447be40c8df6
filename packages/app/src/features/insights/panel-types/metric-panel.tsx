import { useQuery } from '@tanstack/react-query';
import type { AggregateFunction } from '../../../lib/insights/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { INSIGHTS_KEYS } from '../api/insights-queries.js';
import { CollectionSelect, FieldSelect, FilterOption, NumberOption, OptionField, TextOption } from './option-fields.js';
import { filterOption, filterProblem, integerOption, stringOption } from './panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from './panel-type.js';
import { i18n } from '../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** The aggregate functions a metric or chart offers, each with its name's catalogue key. */
export const METRIC_FUNCTIONS: readonly { id: AggregateFunction; label: MessageKey }[] = [
  { id: 'count', label: 'panels.functionCount' },
  { id: 'countDistinct', label: 'panels.functionCountDistinct' },
  { id: 'sum', label: 'panels.functionSum' },
  { id: 'avg', label: 'panels.functionAvg' },
  { id: 'min', label: 'panels.functionMin' },
  { id: 'max', label: 'panels.functionMax' },
];

function functionOf(options: PanelOptions): AggregateFunction {
  const value = stringOption(options, 'function');
  return METRIC_FUNCTIONS.some((entry) => entry.id === value) ? (value as AggregateFunction) : 'count';
}

/** The aggregate as the panel shows it: prefix, number with the configured fraction digits, suffix. */
export function formatMetric(value: number | string | null, options: PanelOptions, locale: string = i18n.locale): string {
  if (value === null || value === '' || Number.isNaN(Number(value))) return '—';
  const minimumFractionDigits = integerOption(options, 'minimumFractionDigits', 0, 0, 20);
  const maximumFractionDigits = Math.max(minimumFractionDigits, integerOption(options, 'maximumFractionDigits', 2, 0, 20));
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(Number(value));
  return `${stringOption(options, 'prefix')}${number}${stringOption(options, 'suffix')}`;
}

function validateMetric(options: PanelOptions): Record<string, string> {
  const errors: Record<string, string> = { ...filterProblem(options) };
  if (!stringOption(options, 'collection')) errors.collection = i18n.t('panels.chooseCollection');
  const fn = functionOf(options);
  if (fn !== 'count' && !stringOption(options, 'field')) errors.field = i18n.t('panels.chooseAggregateField');
  const min = options.minimumFractionDigits;
  const max = options.maximumFractionDigits;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    errors.maximumFractionDigits = i18n.t('panels.fractionDigitsBelowMinimum');
  return errors;
}

function MetricView({ panel }: PanelViewProps) {
  const { t } = useTranslation();
  const client = useClient();
  const options = panel.options ?? {};
  const collection = stringOption(options, 'collection');
  const fn = functionOf(options);
  const field = stringOption(options, 'field') || '*';
  const filter = filterOption(options);
  const result = useQuery({
    queryKey: [...INSIGHTS_KEYS.panelData, panel.id, collection, fn, field, filter],
    queryFn: () => client.aggregateItems(collection, fn, field, filter),
    enabled: collection !== '',
  });
  if (!collection) return <p className="insights-panel__empty">{t('panels.chooseCollectionInOptions')}</p>;
  if (result.error) return <p className="insights-panel__error">{errorMessage(result.error)}</p>;
  return (
    <p className="insights-metric" aria-busy={result.isPending || undefined} data-value={result.data ?? ''}>
      {result.isPending ? '…' : formatMetric(result.data ?? null, options)}
    </p>
  );
}

function MetricOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  const collection = stringOption(options, 'collection');
  const fn = functionOf(options);
  return (
    <>
      <CollectionSelect value={collection} error={errors.collection} onChange={(value) => onChange({ collection: value, field: '' })} />
      <OptionField label={t('panels.function')}>
        {({ id }) => (
          <select id={id} className="input" value={fn} onChange={(event) => onChange({ function: event.target.value })}>
            {METRIC_FUNCTIONS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t(entry.label)}
              </option>
            ))}
          </select>
        )}
      </OptionField>
      <FieldSelect
        label={t('panels.field')}
        collection={collection}
        value={stringOption(options, 'field')}
        error={errors.field}
        allowAll={fn === 'count'}
        numericOnly={fn === 'sum' || fn === 'avg'}
        onChange={(value) => onChange({ field: value })}
      />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <TextOption label={t('panels.prefix')} value={stringOption(options, 'prefix')} onChange={(value) => onChange({ prefix: value })} />
      <TextOption label={t('panels.suffix')} value={stringOption(options, 'suffix')} onChange={(value) => onChange({ suffix: value })} />
      <NumberOption
        label={t('panels.minimumFractionDigits')}
        value={options.minimumFractionDigits}
        onChange={(value) => onChange({ minimumFractionDigits: value })}
      />
      <NumberOption
        label={t('panels.maximumFractionDigits')}
        value={options.maximumFractionDigits}
        error={errors.maximumFractionDigits}
        onChange={(value) => onChange({ maximumFractionDigits: value })}
      />
    </>
  );
}

/** `metric`: one aggregate of a collection (count, sum, average…), as a big number. */
export const METRIC_PANEL: PanelType = {
  id: 'metric',
  get name() {
    return i18n.t('panels.metric');
  },
  icon: 'functions',
  get description() {
    return i18n.t('panels.metricDescription');
  },
  defaultOptions: { function: 'count', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  validate: validateMetric,
  View: MetricView,
  OptionsForm: MetricOptions,
};
