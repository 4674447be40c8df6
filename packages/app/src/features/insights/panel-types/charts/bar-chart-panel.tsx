import { i18n } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { FieldSelect, FilterOption, NumberOption, CollectionSelect } from '../option-fields.js';
import { filterOption, filterProblem, stringOption } from '../panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from '../panel-type.js';
import { barGroups } from './chart-data.js';
import { ChartFigure } from './chart-figure.js';
import { booleanOption, CheckboxOption, ColorOption, decimalsOption, FunctionOption, functionOf, requireFields } from './chart-options.js';
import { DEFAULT_CHART_COLOR } from './chart-spec.js';
import { ChartState } from './chart-state.js';
import { useChartGroups } from './use-chart-groups.js';

function validateBarChart(options: PanelOptions): Record<string, string> {
  return {
    ...filterProblem(options),
    ...requireFields(options, { xAxis: i18n.t('panels.chooseXAxis'), yAxis: i18n.t('panels.chooseYAxis') }),
  };
}

function BarChartView({ panel }: PanelViewProps) {
  const { t } = useTranslation();
  const options = panel.options ?? {};
  const collection = stringOption(options, 'collection');
  const xAxis = stringOption(options, 'xAxis');
  const yAxis = stringOption(options, 'yAxis');
  const fn = functionOf(options);
  const isComplete = collection !== '' && xAxis !== '' && yAxis !== '';
  const result = useChartGroups(panel.id, { collection, fn, field: yAxis, groupBy: [xAxis], filter: filterOption(options) }, isComplete);
  return (
    <ChartState isComplete={isComplete} error={result.error} isPending={result.isPending}>
      {() => (
        <ChartFigure
          title={panel.name || BAR_CHART_PANEL.name}
          headings={[xAxis, t('panels.aggregateOf', { fn, field: yAxis })]}
          spec={{
            kind: 'bar',
            points: barGroups(result.data ?? [], xAxis),
            color: stringOption(options, 'color') || DEFAULT_CHART_COLOR,
            decimals: decimalsOption(options),
            horizontal: booleanOption(options, 'horizontal', false),
            showAxisLabels: booleanOption(options, 'showAxisLabels', true),
          }}
        />
      )}
    </ChartState>
  );
}

function BarChartOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  const collection = stringOption(options, 'collection');
  const fn = functionOf(options);
  return (
    <>
      <CollectionSelect
        value={collection}
        error={errors.collection}
        onChange={(value) => onChange({ collection: value, xAxis: '', yAxis: '' })}
      />
      <FieldSelect
        label={t('panels.xAxis')}
        collection={collection}
        value={stringOption(options, 'xAxis')}
        error={errors.xAxis}
        onChange={(value) => onChange({ xAxis: value })}
      />
      <FieldSelect
        label={t('panels.yAxis')}
        collection={collection}
        value={stringOption(options, 'yAxis')}
        error={errors.yAxis}
        numericOnly={fn === 'sum' || fn === 'avg'}
        onChange={(value) => onChange({ yAxis: value })}
      />
      <FunctionOption value={fn} onChange={(value) => onChange({ function: value })} />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <CheckboxOption
        label={t('panels.horizontal')}
        checked={booleanOption(options, 'horizontal', false)}
        onChange={(value) => onChange({ horizontal: value })}
      />
      <ColorOption value={stringOption(options, 'color')} onChange={(value) => onChange({ color: value })} />
      <NumberOption
        label={t('panels.decimals')}
        value={options.decimals}
        error={errors.decimals}
        onChange={(value) => onChange({ decimals: value })}
      />
      <CheckboxOption
        label={t('panels.showAxisLabels')}
        checked={booleanOption(options, 'showAxisLabels', true)}
        onChange={(value) => onChange({ showAxisLabels: value })}
      />
    </>
  );
}

/** `bar-chart`: an aggregate of `yAxis` per value of `xAxis`, as bars. */
export const BAR_CHART_PANEL: PanelType = {
  id: 'bar-chart',
  get name() {
    return i18n.t('panels.barChart');
  },
  icon: 'bar_chart',
  get description() {
    return i18n.t('panels.barChartDescription');
  },
  defaultOptions: { function: 'count', horizontal: false, showAxisLabels: true, decimals: 0 },
  validate: validateBarChart,
  View: BarChartView,
  OptionsForm: BarChartOptions,
};
