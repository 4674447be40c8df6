import { i18n } from '../../../../lib/i18n/i18n.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { CollectionSelect, FieldSelect, FilterOption } from '../option-fields.js';
import { filterOption, filterProblem, stringOption } from '../panel-type.js';
import type { PanelOptions, PanelOptionsFormProps, PanelType, PanelViewProps } from '../panel-type.js';
import { pieSlices } from './chart-data.js';
import { ChartFigure } from './chart-figure.js';
import { booleanOption, CheckboxOption, ColorOption, FunctionOption, functionOf, requireFields } from './chart-options.js';
import { DEFAULT_CHART_COLOR } from './chart-spec.js';
import { ChartState } from './chart-state.js';
import { useChartGroups } from './use-chart-groups.js';

function validatePieChart(options: PanelOptions): Record<string, string> {
  return { ...filterProblem(options), ...requireFields(options, { column: i18n.t('panels.chooseGroupField') }) };
}

function PieChartView({ panel }: PanelViewProps) {
  const options = panel.options ?? {};
  const collection = stringOption(options, 'collection');
  const column = stringOption(options, 'column');
  const fn = functionOf(options);
  const isComplete = collection !== '' && column !== '';
  // A count counts the rows of each group; the other functions aggregate the grouped column itself.
  const field = fn === 'count' ? '*' : column;
  const result = useChartGroups(panel.id, { collection, fn, field, groupBy: [column], filter: filterOption(options) }, isComplete);
  return (
    <ChartState isComplete={isComplete} error={result.error} isPending={result.isPending}>
      {() => (
        <ChartFigure
          title={panel.name || PIE_CHART_PANEL.name}
          headings={[column, fn]}
          spec={{
            kind: 'pie',
            points: pieSlices(result.data ?? [], column),
            color: stringOption(options, 'color') || DEFAULT_CHART_COLOR,
            decimals: null,
            donut: booleanOption(options, 'donut', false),
            showLabels: booleanOption(options, 'showLabels', true),
            showLegend: booleanOption(options, 'showLegend', true),
          }}
        />
      )}
    </ChartState>
  );
}

function PieChartOptions({ options, onChange, errors }: PanelOptionsFormProps) {
  const { t } = useTranslation();
  const collection = stringOption(options, 'collection');
  return (
    <>
      <CollectionSelect value={collection} error={errors.collection} onChange={(value) => onChange({ collection: value, column: '' })} />
      <FieldSelect
        label={t('panels.column')}
        collection={collection}
        value={stringOption(options, 'column')}
        error={errors.column}
        onChange={(value) => onChange({ column: value })}
      />
      <FunctionOption value={functionOf(options)} onChange={(value) => onChange({ function: value })} />
      <FilterOption value={options.filter} error={errors.filter} onChange={(value) => onChange({ filter: value })} />
      <CheckboxOption
        label={t('panels.donut')}
        checked={booleanOption(options, 'donut', false)}
        onChange={(value) => onChange({ donut: value })}
      />
      <CheckboxOption
        label={t('panels.showLabels')}
        checked={booleanOption(options, 'showLabels', true)}
        onChange={(value) => onChange({ showLabels: value })}
      />
      <CheckboxOption
        label={t('panels.showLegend')}
        checked={booleanOption(options, 'showLegend', true)}
        onChange={(value) => onChange({ showLegend: value })}
      />
      <ColorOption value={stringOption(options, 'color')} onChange={(value) => onChange({ color: value })} />
    </>
  );
}

/** `pie-chart`: the share of each value of `column` (its count, or an aggregate of it), as slices. */
export const PIE_CHART_PANEL: PanelType = {
  id: 'pie-chart',
  get name() {
    return i18n.t('panels.pieChart');
  },
  icon: 'pie_chart',
  get description() {
    return i18n.t('panels.pieChartDescription');
  },
  defaultOptions: { function: 'count', donut: false, showLabels: true, showLegend: true },
  validate: validatePieChart,
  View: PieChartView,
  OptionsForm: PieChartOptions,
};
