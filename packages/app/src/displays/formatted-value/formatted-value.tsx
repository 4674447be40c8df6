import type { CSSProperties } from 'react';
import type { DisplayProps } from '../types.js';
import { displayOptions, stringOption } from '../types.js';
import { formatValue } from './format-value.js';
import { plainValue } from './plain-value.js';

const FONTS: Record<string, string> = { 'sans-serif': 'var(--font)', serif: 'Georgia, serif', monospace: 'var(--font-mono)' };

/** The formatted text, in the configured weight, colour and font. */
export function FormattedValueDisplay({ value, column }: DisplayProps) {
  const options = displayOptions(column);
  const text = formatValue(plainValue(value, column), column.field.type, options);
  if (text === '') return null;
  const font = stringOption(options, 'font');
  const style: CSSProperties = {
    fontWeight: options.bold === true ? 600 : undefined,
    fontStyle: options.italic === true ? 'italic' : undefined,
    color: stringOption(options, 'color'),
    background: stringOption(options, 'background'),
    fontFamily: font ? FONTS[font] : undefined,
  };
  return (
    <span className="display-formatted" style={style}>
      {text}
    </span>
  );
}
