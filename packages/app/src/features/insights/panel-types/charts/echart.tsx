import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerModules } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { DEFAULT_CHART_COLORS, readChartColors } from './chart-colors.js';
import type { ChartSpec } from './chart-spec.js';
import { echartOption } from './echart-option.js';

registerModules([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** The theme's chart colours, read again whenever the theme on <html> changes (light, dark, a custom theme). */
function useChartColors(element: RefObject<HTMLDivElement | null>) {
  const [colors, setColors] = useState(DEFAULT_CHART_COLORS);
  useEffect(() => {
    const read = () => {
      if (element.current) setColors(readChartColors(element.current));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-id', 'style'] });
    return () => observer.disconnect();
  }, [element]);
  return colors;
}

/** Draws a chart with ECharts (SVG), in the theme's colours; loaded only when a chart panel is shown. */
export default function EChart({ spec }: { spec: ChartSpec }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const colors = useChartColors(element);

  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(echartOption(spec, colors), true);
  }, [spec, colors]);

  return <div ref={element} className="insights-chart__drawing" data-chart={spec.kind} />;
}
