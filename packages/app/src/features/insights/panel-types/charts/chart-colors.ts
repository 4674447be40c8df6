/** The theme's colours a chart draws its text, axes and tooltip with (ECharts cannot read CSS variables). */
export interface ChartColors {
  text: string;
  subdued: string;
  border: string;
  background: string;
}

/** Light-theme values, used where a variable is missing or not a plain colour. */
export const DEFAULT_CHART_COLORS: ChartColors = { text: '#172940', subdued: '#5b6878', border: '#d3dae4', background: '#ffffff' };

/** What ECharts can parse: hex, rgb(a), hsl(a) or a colour name; not `color-mix()` or `var()`. */
const PLAIN_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([^()]*\)|hsla?\([^()]*\)|[a-z]+)$/i;

/** The theme's colours as the element sees them now (`--fg`, `--fg-subdued`, `--border`, `--bg`). */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => {
    const value = style.getPropertyValue(name).trim();
    return PLAIN_COLOR.test(value) ? value : fallback;
  };
  return {
    text: read('--fg', DEFAULT_CHART_COLORS.text),
    subdued: read('--fg-subdued', DEFAULT_CHART_COLORS.subdued),
    border: read('--border', DEFAULT_CHART_COLORS.border),
    background: read('--bg', DEFAULT_CHART_COLORS.background),
  };
}
