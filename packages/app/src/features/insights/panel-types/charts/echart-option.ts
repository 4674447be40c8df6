import type { EChartsCoreOption } from 'echarts/core';
import { formatChartValue } from './chart-data.js';
import type { ChartSpec } from './chart-spec.js';
import { DEFAULT_CHART_COLORS } from './chart-colors.js';
import type { ChartColors } from './chart-colors.js';

const PIE_PALETTE = ['#6644ff', '#2ecda7', '#ffa439', '#e35169', '#3399ff', '#a2b5cd', '#8866ff', '#00c897', '#ffc23b', '#ff6b6b'];

function lineSeries(spec: ChartSpec) {
  // The gradient fades the colour by appending an alpha to #rrggbb; any other colour form is filled solid.
  const fill = spec.fillType === 'gradient' && !/^#[0-9a-f]{6}$/i.test(spec.color) ? 'solid' : (spec.fillType ?? 'gradient');
  const areaStyle =
    fill === 'disabled'
      ? undefined
      : fill === 'solid'
        ? { color: spec.color, opacity: 0.35 }
        : {
            color: {
              type: 'linear',
              x: 0,
              y: 0,
              x2: 0,
              y2: 1,
              colorStops: [
                { offset: 0, color: `${spec.color}99` },
                { offset: 1, color: `${spec.color}00` },
              ],
            },
          };
  return {
    type: 'line',
    data: spec.points.map((point) => point.value),
    smooth: spec.curveType === 'smooth',
    step: spec.curveType === 'step' ? 'middle' : false,
    itemStyle: { color: spec.color },
    areaStyle,
  };
}

/** The ECharts option of a panel's chart, in the theme's colours; pure, so the drawing stays in the lazily loaded chunk. */
export function echartOption(spec: ChartSpec, colors: ChartColors = DEFAULT_CHART_COLORS): EChartsCoreOption {
  const format = (value: number) => formatChartValue(value, spec.decimals);
  const labels = spec.points.map((point) => point.label);
  const tooltip = {
    trigger: spec.kind === 'pie' ? 'item' : 'axis',
    valueFormatter: (value: unknown) => format(Number(value)),
    backgroundColor: colors.background,
    borderColor: colors.border,
    textStyle: { color: colors.text },
  };
  const textStyle = { color: colors.subdued };
  const axisLine = { lineStyle: { color: colors.border } };
  const splitLine = { lineStyle: { color: colors.border } };
  if (spec.kind === 'pie') {
    const palette = [spec.color, ...PIE_PALETTE.filter((color) => color !== spec.color)];
    return {
      animation: false,
      textStyle,
      tooltip,
      color: palette,
      legend: { show: spec.showLegend ?? true, type: 'scroll', bottom: 0, textStyle: { color: colors.text } },
      series: [
        {
          type: 'pie',
          radius: spec.donut ? ['45%', '70%'] : '70%',
          label: { show: spec.showLabels ?? true, formatter: '{b}: {c}', color: colors.text },
          itemStyle: { borderColor: colors.background },
          data: spec.points.map((point) => ({ name: point.label, value: point.value })),
        },
      ],
    };
  }
  const categoryAxis = {
    type: 'category',
    data: labels,
    axisLine,
    axisTick: axisLine,
    axisLabel: { show: spec.showXAxis ?? spec.showAxisLabels ?? true, color: colors.subdued },
  };
  const valueAxis = {
    type: 'value',
    min: spec.min ?? undefined,
    max: spec.max ?? undefined,
    // Whole numbers shown without decimals would repeat on fractional ticks (1, 1, 2).
    minInterval: spec.decimals === 0 ? 1 : undefined,
    axisLine,
    splitLine,
    axisLabel: { show: spec.showYAxis ?? spec.showAxisLabels ?? true, formatter: format, color: colors.subdued },
  };
  const grid = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };
  if (spec.kind === 'line')
    return { animation: false, textStyle, tooltip, grid, xAxis: categoryAxis, yAxis: valueAxis, series: [lineSeries(spec)] };
  const horizontal = spec.horizontal ?? false;
  return {
    animation: false,
    textStyle,
    tooltip,
    grid,
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [{ type: 'bar', data: spec.points.map((point) => point.value), itemStyle: { color: spec.color } }],
  };
}
