import { describe, expect, it } from 'vitest';
import { formatValue, titleCase } from './format-value.js';

describe('formatted-value display', () => {
  it('formats numbers in the locale with formatNumber, fixed decimals, prefix and suffix', () => {
    expect(formatValue(1234.5, 'float', { formatNumber: true }, 'en-US')).toBe('1,234.5');
    expect(formatValue('1234.5', 'decimal', { formatNumber: true, decimals: 2, suffix: ' €' }, 'en-US')).toBe('1,234.50 €');
    expect(formatValue(1234.5, 'float', { format: true, prefix: '$' }, 'de-DE')).toBe('$1.234,5');
    expect(formatValue(1234.5, 'float', {}, 'en-US')).toBe('1234.5');
  });

  it('title-cases strings when format is on, and leaves them otherwise', () => {
    expect(formatValue('hello_world of-code', 'string', { format: true })).toBe('Hello World of Code');
    expect(formatValue('hello_world', 'string', {})).toBe('hello_world');
    expect(titleCase('camelCaseValue')).toBe('Camel Case Value');
    expect(formatValue(null, 'string', { prefix: '>' })).toBe('');
  });
});
