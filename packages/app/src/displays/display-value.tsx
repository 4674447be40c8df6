import { displayFor } from './registry.js';
import type { LayoutColumn } from '../layouts/types.js';
import './displays.css';

/** One value of a column as its field's display shows it. */
export function DisplayValue({ value, column }: { value: unknown; column: LayoutColumn }) {
  if (value === null || value === undefined) return null;
  const display = displayFor(column);
  if (display.component) {
    const Component = display.component;
    return <Component value={value} column={column} />;
  }
  return <>{display.text(value, column)}</>;
}
