import { i18n } from '../../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { CollectionSelect, FieldSelect, FilterOption, NumberOption, TextOption } from '../option-fields.js';
import { filterOption, filterProblem, stringOption } from '../panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from '../panel-type.js';
import { isRange, rangeFilter } from './chart-data.js';
import { PRECISIONS, timeBuckets, timeGroupBy } from './time-buckets.js';
import type { Precision } from './time-buckets.js';
import { ChartFigure } from './chart-figure.js';
import {
  booleanOption,
  CheckboxOption,
  ColorOption,
  decimalsOption,
  FunctionOption,
  functionOf,
  numberOption,
  requireFields,
  SelectOption,
} from './chart-options.js';
import { DEFAULT_CHART_COLOR } from './chart-spec.js';
import type { ChartSpec } from './chart-spec.js';
import { ChartState } from './chart-state.js';
import { useChartGroups } from './use-chart-groups.js';

const PRECISION_LABELS: Readonly<Record<Precision, MessageKey>> = {
  year: 'panels.precisionYear',
  month: 'panels.precisionMonth',
  week: 'panels.precisionWeek',
  day: 'panels.precisionDay',
  hour: 'panels.precisionHour',
  minute: 'panels.precisionMinute',
  second: 'panels.precisionSecond',
};
const PRECISION_CHOICES = PRECISIONS.map((id) => ({ id, label: PRECISION_LABELS[id] }));
const CURVE_CHOICES: readonly { id: string; label: MessageKey }[] = [
  { id: 'smooth', label: 'panels.curveSmooth' },
  { id: 'basic', label: 'panels.curveBasic' },
  { id: 'step', label: 'panels.curveStep' },
];
const FILL_CHOICES: readonly { id: string; label: MessageKey }[] = [
  { id: 'gradient', label: 'panels.fillGradient' },
  { id: 'solid', label: 'panels.fillSolid' },
  { id: 'disabled', label: 'panels.fillNone' },
];

function choiceOf<T extends string>(options: PanelOptions, key: string, choices: readonly { id: string }[], fallback: T): T {
  const value = stringOption(options, key);
  return choices.some((choice) => choice.id === value) ? (value as T) : fallback;
}

const precisionOf = (options: PanelOptions) => choiceOf<Precision>(options, 'precision', PRECISION_CHOICES, 'day');

function validateTimeSeries(options: PanelOptions): Record<string, string> {
  const fn = functionOf(options);
  const errors: Record<string, string> = {
    ...filterProblem(options),
    ...requireFields(options, {
      dateField: i18n.t('panels.chooseDateField'),
      ...(fn === 'count' ? {} : { valueField: i18n.t('panels.chooseAggregateField') }),
    }),
  };
  if (!isRange(stringOption(options, 'range'))) errors.range = i18n.t('panels.rangeInvalid');
  const min = numberOption(options, 'min');
  const max = numberOption(options, 'max');
  if (min !== null && max !== null && min > max) errors.max = i18n.t('panels.maximumBelowMinimum');
  return errors;
}

function TimeSeriesView({ panel }: PanelViewProps) {
  const { t } = useTranslation();
  const options = panel.options ?? {};
  const collection = stringOption(options, 'collection');
  const dateField = stringOption(options, 'dateField');
  const fn = functionOf(options);
  const valueField = stringOption(options, 'valueField') || (fn === 'count' ? '*' : '');
  const precision = precisionOf(options);
  const isComplete = collection !== '' && dateField !== '' && valueField !== '';
  const filter = rangeFilter(stringOption(options, 'range'), dateField, filterOption(options));
  const result = useChartGroups(
    panel.id,
    { collection, fn, field: valueField, groupBy: timeGroupBy(precision, dateField), filter },
    isComplete,
  );
  const spec = (): ChartSpec => ({
    kind: 'line',
    points: timeBuckets(result.data ?? [], precision, dateField, fn),
    color: stringOption(options, 'color') || DEFAULT_CHART_COLOR,
    decimals: decimalsOption(options),
    min: numberOption(options, 'min'),
    max: numberOption(options, 'max'),
    curveType: choiceOf(options, 'curveType', CURVE_CHOICES, 'smooth'),
    fillType: choiceOf(options, 'fillType', FILL_CHOICES, 'gradient'),
    showXAxis: booleanOption(options, 'showXAxis', true),
    showYAxis: booleanOption(options, 'showYAxis', true),
  });
  return (
    <ChartState isComplete={isComplete} error={result.error} isPending={result.isPending}>
      {() => (
        <ChartFigure
          title={panel.name || TIME_SERIES_PANEL.name}
          headings={[precision, t('panels.aggregateOf', { fn, field: valueField })]}
          spec={spec()}
        />
      )}
    </ChartState>
  );
}

function TimeSeriesOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  const collection = stringOption(options, 'collection');
  const fn = functionOf(options);
  return (
    <>
      <CollectionSelect
        value={collection}
        error={errors.collection}
        onChange={(value) => onChange({ collection: value, dateField: '', valueField: '' })}
      />
      <FunctionOption value={fn} onChange={(value) => onChange({ function: value })} />
      <SelectOption
        label={t('panels.groupPrecision')}
        value={precisionOf(options)}
        choices={PRECISION_CHOICES}
        onChange={(value) => onChange({ precision: value })}
      />
      <FieldSelect
        label={t('panels.dateField')}
        collection={collection}
        value={stringOption(options, 'dateField')}
        error={errors.dateField}
        dateOnly
        onChange={(value) => onChange({ dateField: value })}
      />
      <FieldSelect
        label={t('panels.valueField')}
        collection={collection}
        value={stringOption(options, 'valueField')}
        error={errors.valueField}
        allowAll={fn === 'count'}
        numericOnly={fn === 'sum' || fn === 'avg'}
        onChange={(value) => onChange({ valueField: value })}
      />
      <TextOption
        label={t('panels.range')}
        value={stringOption(options, 'range')}
        error={errors.range}
        onChange={(value) => onChange({ range: value })}
      />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <ColorOption value={stringOption(options, 'color')} onChange={(value) => onChange({ color: value })} />
      <NumberOption
        label={t('panels.decimals')}
        value={options.decimals}
        error={errors.decimals}
        onChange={(value) => onChange({ decimals: value })}
      />
      <NumberOption label={t('panels.minimumValue')} value={options.min} onChange={(value) => onChange({ min: value })} />
      <NumberOption
        label={t('panels.maximumValue')}
        value={options.max}
        error={errors.max}
        onChange={(value) => onChange({ max: value })}
      />
      <SelectOption
        label={t('panels.curveType')}
        value={choiceOf(options, 'curveType', CURVE_CHOICES, 'smooth')}
        choices={CURVE_CHOICES}
        onChange={(value) => onChange({ curveType: value })}
      />
      <SelectOption
        label={t('panels.fillType')}
        value={choiceOf(options, 'fillType', FILL_CHOICES, 'gradient')}
        choices={FILL_CHOICES}
        onChange={(value) => onChange({ fillType: value })}
      />
      <CheckboxOption
        label={t('panels.showXAxis')}
        checked={booleanOption(options, 'showXAxis', true)}
        onChange={(value) => onChange({ showXAxis: value })}
      />
      <CheckboxOption
        label={t('panels.showYAxis')}
        checked={booleanOption(options, 'showYAxis', true)}
        onChange={(value) => onChange({ showYAxis: value })}
      />
    </>
  );
}

/** `time-series`: an aggregate per time bucket (year … second) of a date field, as a line. */
export const TIME_SERIES_PANEL: PanelType = {
  id: 'time-series',
  get name() {
    return i18n.t('panels.timeSeries');
  },
  icon: 'show_chart',
  get description() {
    return i18n.t('panels.timeSeriesDescription');
  },
  defaultOptions: {
    function: 'count',
    precision: 'day',
    range: '1 week',
    curveType: 'smooth',
    fillType: 'gradient',
    showXAxis: true,
    showYAxis: true,
    decimals: 0,
  },
  validate: validateTimeSeries,
  View: TimeSeriesView,
  OptionsForm: TimeSeriesOptions,
};
