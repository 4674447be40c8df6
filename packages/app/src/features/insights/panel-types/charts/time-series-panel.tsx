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

const PRECISION_CHOICES = PRECISIONS.map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) }));
const CURVE_CHOICES = [
  { id: 'smooth', label: 'Smooth' },
  { id: 'basic', label: 'Basic' },
  { id: 'step', label: 'Step' },
];
const FILL_CHOICES = [
  { id: 'gradient', label: 'Gradient' },
  { id: 'solid', label: 'Solid' },
  { id: 'disabled', label: 'None' },
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
      dateField: 'Choose the date field.',
      ...(fn === 'count' ? {} : { valueField: 'Choose the field to aggregate.' }),
    }),
  };
  if (!isRange(stringOption(options, 'range'))) errors.range = 'Enter "auto" or a range such as "1 week" or "3 months".';
  const min = numberOption(options, 'min');
  const max = numberOption(options, 'max');
  if (min !== null && max !== null && min > max) errors.max = 'The maximum must be at least the minimum.';
  return errors;
}

function TimeSeriesView({ panel }: PanelViewProps) {
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
      {() => <ChartFigure title={panel.name || TIME_SERIES_PANEL.name} headings={[precision, `${fn} of ${valueField}`]} spec={spec()} />}
    </ChartState>
  );
}

function TimeSeriesOptions({ options, onChange, errors }: PanelOptionsFormProps) {
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
        label="Group precision"
        value={precisionOf(options)}
        choices={PRECISION_CHOICES}
        onChange={(value) => onChange({ precision: value })}
      />
      <FieldSelect
        label="Date field"
        collection={collection}
        value={stringOption(options, 'dateField')}
        error={errors.dateField}
        dateOnly
        onChange={(value) => onChange({ dateField: value })}
      />
      <FieldSelect
        label="Value field"
        collection={collection}
        value={stringOption(options, 'valueField')}
        error={errors.valueField}
        allowAll={fn === 'count'}
        numericOnly={fn === 'sum' || fn === 'avg'}
        onChange={(value) => onChange({ valueField: value })}
      />
      <TextOption
        label="Range"
        value={stringOption(options, 'range')}
        error={errors.range}
        onChange={(value) => onChange({ range: value })}
      />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <ColorOption value={stringOption(options, 'color')} onChange={(value) => onChange({ color: value })} />
      <NumberOption label="Decimals" value={options.decimals} error={errors.decimals} onChange={(value) => onChange({ decimals: value })} />
      <NumberOption label="Minimum value" value={options.min} onChange={(value) => onChange({ min: value })} />
      <NumberOption label="Maximum value" value={options.max} error={errors.max} onChange={(value) => onChange({ max: value })} />
      <SelectOption
        label="Curve type"
        value={choiceOf(options, 'curveType', CURVE_CHOICES, 'smooth')}
        choices={CURVE_CHOICES}
        onChange={(value) => onChange({ curveType: value })}
      />
      <SelectOption
        label="Fill type"
        value={choiceOf(options, 'fillType', FILL_CHOICES, 'gradient')}
        choices={FILL_CHOICES}
        onChange={(value) => onChange({ fillType: value })}
      />
      <CheckboxOption
        label="Show X axis"
        checked={booleanOption(options, 'showXAxis', true)}
        onChange={(value) => onChange({ showXAxis: value })}
      />
      <CheckboxOption
        label="Show Y axis"
        checked={booleanOption(options, 'showYAxis', true)}
        onChange={(value) => onChange({ showYAxis: value })}
      />
    </>
  );
}

/** `time-series`: an aggregate per time bucket (year … second) of a date field, as a line. */
export const TIME_SERIES_PANEL: PanelType = {
  id: 'time-series',
  name: 'Time series',
  icon: 'show_chart',
  description: 'An aggregate over time, as a line',
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
