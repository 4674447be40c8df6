import { describe, expect, it } from 'vitest';
import type { ChartSpec } from './chart-spec.js';
import { echartOption } from './echart-option.js';
import { DEFAULT_CHART_COLORS, readChartColors } from './chart-colors.js';

const points = [
  { label: 'paid', value: 3 },
  { label: 'open', value: 2 },
];
const base: ChartSpec = { kind: 'bar', points, color: '#112233', decimals: 0 };
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('echart options from the panel options', () => {
  it('puts the categories on the value axis side for horizontal bars and can hide the axis labels', () => {
    const upright = echartOption(base) as Loose;
    expect(upright.xAxis).toMatchObject({ type: 'category', data: ['paid', 'open'] });
    const sideways = echartOption({ ...base, horizontal: true, showAxisLabels: false }) as Loose;
    expect(sideways.yAxis).toMatchObject({ type: 'category', axisLabel: { show: false } });
    expect(sideways.xAxis).toMatchObject({ type: 'value', minInterval: 1, axisLabel: { show: false } });
    expect(sideways.series[0]).toMatchObject({ type: 'bar', data: [3, 2], itemStyle: { color: '#112233' } });
  });

  it('draws a donut with the panel colour first, labels and legend as chosen', () => {
    const pie = echartOption({ ...base, kind: 'pie', donut: true, showLabels: false, showLegend: false }) as Loose;
    expect(pie.series[0]).toMatchObject({ type: 'pie', radius: ['45%', '70%'], label: { show: false } });
    expect(pie.series[0].data).toEqual([
      { name: 'paid', value: 3 },
      { name: 'open', value: 2 },
    ]);
    expect(pie.color[0]).toBe('#112233');
    expect(pie.legend.show).toBe(false);
  });

  it('maps curve and fill types and the value bounds of a time series', () => {
    const line = echartOption({ ...base, kind: 'line', curveType: 'step', fillType: 'disabled', min: 0, max: 10 }) as Loose;
    expect(line.series[0]).toMatchObject({ type: 'line', smooth: false, step: 'middle', areaStyle: undefined });
    expect(line.yAxis).toMatchObject({ min: 0, max: 10 });
    const gradient = echartOption({ ...base, kind: 'line', curveType: 'smooth', fillType: 'gradient' }) as Loose;
    expect(gradient.series[0].smooth).toBe(true);
    expect(gradient.series[0].areaStyle.color.colorStops[0].color).toBe('#11223399');
    const named = echartOption({ ...base, kind: 'line', color: 'rebeccapurple', fillType: 'gradient' }) as Loose;
    expect(named.series[0].areaStyle).toEqual({ color: 'rebeccapurple', opacity: 0.35 });
  });

  it("draws text, axes and tooltips in the theme's colours", () => {
    const dark = { text: '#e6ebf1', subdued: '#a6b1bd', border: '#2e3a48', background: '#10151c' };
    const bar = echartOption(base, dark) as Loose;
    expect(bar.textStyle).toEqual({ color: '#a6b1bd' });
    expect(bar.tooltip).toMatchObject({ backgroundColor: '#10151c', borderColor: '#2e3a48', textStyle: { color: '#e6ebf1' } });
    expect(bar.xAxis).toMatchObject({ axisLine: { lineStyle: { color: '#2e3a48' } }, axisLabel: { color: '#a6b1bd' } });
    expect(bar.yAxis).toMatchObject({ splitLine: { lineStyle: { color: '#2e3a48' } } });
    const pie = echartOption({ ...base, kind: 'pie' }, dark) as Loose;
    expect(pie.legend.textStyle).toEqual({ color: '#e6ebf1' });
    expect(pie.series[0].label.color).toBe('#e6ebf1');
  });
});

describe('chart colours from the theme', () => {
  it('reads the CSS variables and falls back where a value is not a plain colour', () => {
    const element = document.createElement('div');
    element.style.setProperty('--fg', '#e6ebf1');
    element.style.setProperty('--fg-subdued', 'color-mix(in srgb, red 50%, blue)');
    element.style.setProperty('--border', 'rgb(46, 58, 72)');
    document.body.append(element);
    expect(readChartColors(element)).toEqual({
      text: '#e6ebf1',
      subdued: DEFAULT_CHART_COLORS.subdued,
      border: 'rgb(46, 58, 72)',
      background: DEFAULT_CHART_COLORS.background,
    });
    element.remove();
  });
});
