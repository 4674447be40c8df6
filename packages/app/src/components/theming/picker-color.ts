const HEX6 = /^#[0-9a-f]{6}$/i;
const RGB = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/;

/**
 * The `#rrggbb` a colour picker can show for a theme value: the value itself when it is one, else
 * `projectColor` for `var(--project-color)`, else what the page computes for it, else black (e.g. a `color-mix()` the
 * browser reports in another notation).
 */
export function pickerColor(value: string, projectColor?: string | null, doc: Document = document): string {
  if (HEX6.test(value)) return value.toLowerCase();
  if (projectColor && value.trim() === 'var(--project-color)') return pickerColor(projectColor, null, doc);
  if (value.trim() === '') return '#000000';
  const probe = doc.createElement('span');
  probe.style.color = value;
  doc.body.append(probe);
  const computed = doc.defaultView?.getComputedStyle(probe).color ?? '';
  probe.remove();
  const match = RGB.exec(computed);
  if (!match) return '#000000';
  return `#${match
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}
