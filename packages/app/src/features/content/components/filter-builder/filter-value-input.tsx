import { FILTER_OPERATORS, NUMERIC_TYPES } from '../../../../lib/filter/filter-operators.js';
import type { FilterRule } from '../../../../lib/filter/filter-tree.js';

function inputType(type: string): string {
  if (NUMERIC_TYPES.includes(type) && type !== 'bigInteger' && type !== 'decimal') return 'number';
  if (type === 'date') return 'date';
  if (type === 'dateTime' || type === 'timestamp') return 'datetime-local';
  if (type === 'time') return 'time';
  return 'text';
}

/** The value part of a rule, shaped by its operator (one value, a list, a range or none). */
export function FilterValueInput({ rule, onChange }: { rule: FilterRule; onChange: (value: FilterRule['value']) => void }) {
  const kind = FILTER_OPERATORS[rule.operator].valueKind;
  if (kind === 'flag') return null;
  if (kind === 'range') {
    const [from, to] = Array.isArray(rule.value) ? rule.value : ['', ''];
    return (
      <>
        <input className="input filter-rule__value" aria-label="From" type={inputType(rule.type)} value={from} onChange={(event) => onChange([event.target.value, to])} />
        <input className="input filter-rule__value" aria-label="To" type={inputType(rule.type)} value={to} onChange={(event) => onChange([from, event.target.value])} />
      </>
    );
  }
  if (rule.type === 'boolean' && kind === 'single') {
    return (
      <select className="select filter-rule__value" aria-label="Value" value={String(rule.value === true || rule.value === 'true')} onChange={(event) => onChange(event.target.value === 'true')}>
        <option value="true">True</option>
        <option value="false">False</option>
      </select>
    );
  }
  const text = typeof rule.value === 'string' ? rule.value : '';
  return (
    <input
      className="input filter-rule__value"
      aria-label={kind === 'list' ? 'Values (comma separated)' : 'Value'}
      type={kind === 'list' ? 'text' : inputType(rule.type)}
      placeholder={kind === 'list' ? 'a, b, c' : undefined}
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
