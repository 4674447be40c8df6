import type { ChartPoint } from './chart-data.js';

/** What the drawing needs: the points and the panel's look options (the reference's names). */
export interface ChartSpec {
  kind: 'line' | 'bar' | 'pie';
  points: ChartPoint[];
  color: string;
  decimals: number | null;
  curveType?: 'basic' | 'smooth' | 'step';
  fillType?: 'gradient' | 'solid' | 'disabled';
  min?: number | null;
  max?: number | null;
  showXAxis?: boolean;
  showYAxis?: boolean;
  horizontal?: boolean;
  showAxisLabels?: boolean;
  donut?: boolean;
  showLabels?: boolean;
  showLegend?: boolean;
}

export const DEFAULT_CHART_COLOR = '#6644ff';
