import { useId } from 'react';
import { readChoices } from '../../interfaces/types.js';
import { FILTER_OPERATORS, NUMERIC_TYPES } from '../../lib/filter/filter-operators.js';
import type { FilterRule } from '../../lib/filter/filter-tree.js';
import { fieldOptions } from '../../lib/schema/field-meta.js';
import type { RelationInfo } from '../../lib/schema/relation-info.js';
import type { Field } from '../../lib/schema/types.js';
import { BooleanValueInput } from './boolean-value-input.js';
import { ChoiceValueInput } from './choice-value-input.js';
import { DateValueInput } from './date-value-input.js';
import { ValueSourceSelect, isDynamicVariable, variablesFor } from './dynamic-value-input.js';
import { RelatedValueInput } from './related-value-input.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const DATE_TYPES: readonly string[] = ['date', 'dateTime', 'timestamp', 'time'];
/** Operators that compare with one of the field's values (not a part of it, like "contains"). */
const EQUALITY_OPERATORS: readonly string[] = ['_eq', '_neq', '_in', '_nin'];

function inputType(type: string): string {
  if (NUMERIC_TYPES.includes(type) && type !== 'bigInteger' && type !== 'decimal') return 'number';
  return 'text';
}

export interface FilterValueInputProps {
  rule: FilterRule;
  /** The field the rule's path ends on (null while its schema loads). */
  field: Field | null;
  relation: RelationInfo | null;
  onChange: (value: FilterRule['value']) => void;
}

interface ScalarProps {
  label: string;
  /** The field's type. */
  type: string;
  value: string;
  onChange: (value: string) => void;
}

/** One value of the field's kind: a date (absolute or relative) or text / a number. */
function ScalarValueInput({ label, type, value, onChange }: ScalarProps) {
  if (DATE_TYPES.includes(type)) return <DateValueInput label={label} type={type} value={value} onChange={onChange} />;
  return (
    <input
      className="input filter-rule__value"
      aria-label={label}
      type={inputType(type)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The value part of a rule, shaped by its operator (one value, a list, a pair or none) and by the
 * field: choices as a dropdown (ticks for a list), related items through a picker for an m2o,
 * date pickers with relative dates, a switch for a boolean.
 */
export function FilterValueInput({ rule, field, relation, onChange }: FilterValueInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const kind = FILTER_OPERATORS[rule.operator].valueKind;
  if (kind === 'flag') return null;
  if (kind === 'range') {
    const [from, to] = Array.isArray(rule.value) ? rule.value : ['', ''];
    return (
      <>
        <ScalarValueInput label={t('filterBuilder.from')} type={rule.type} value={from} onChange={(next) => onChange([next, to])} />
        <ScalarValueInput label={t('filterBuilder.to')} type={rule.type} value={to} onChange={(next) => onChange([from, next])} />
      </>
    );
  }
  if (rule.type === 'boolean' && kind === 'single')
    return <BooleanValueInput label={t('filterBuilder.value')} value={rule.value === true || rule.value === 'true'} onChange={onChange} />;

  const text = typeof rule.value === 'string' ? rule.value : '';
  const isList = kind === 'list';
  const label = isList ? t('roleRules.values') : t('filterBuilder.value');
  const isEquality = EQUALITY_OPERATORS.includes(rule.operator);
  const choices = field ? readChoices(fieldOptions(field)) : [];
  const variables = !isList && isEquality && choices.length === 0 ? variablesFor(rule.type, relation) : [];
  // A dynamic variable is shown as such, never handed to an input that would look it up as a key.
  if (!isList && (variables.length > 0 || isDynamicVariable(text))) {
    const source = <ValueSourceSelect label={label} variables={variables} value={text} onChange={onChange} />;
    if (isDynamicVariable(text)) return source;
    return (
      <span className="filter-variable">
        {source}
        <FixedValueInput id={id} rule={rule} field={field} relation={relation} label={label} text={text} onChange={onChange} />
      </span>
    );
  }
  if (isEquality && choices.length > 0)
    return <ChoiceValueInput label={label} choices={choices} isMultiple={isList} value={text} onChange={onChange} />;
  return <FixedValueInput id={id} rule={rule} field={field} relation={relation} label={label} text={text} onChange={onChange} />;
}

interface FixedValueInputProps extends FilterValueInputProps {
  id: string;
  label: string;
  text: string;
}

/** An entered value: related items through a picker for an m2o, a comma-separated list, or one scalar. */
function FixedValueInput({ id, rule, field, relation, label, text, onChange }: FixedValueInputProps) {
  const { t } = useTranslation();
  const isList = FILTER_OPERATORS[rule.operator].valueKind === 'list';
  if (EQUALITY_OPERATORS.includes(rule.operator) && field && relation?.type === 'm2o')
    return (
      <RelatedValueInput id={id} label={label} field={field} relation={relation} isMultiple={isList} value={text} onChange={onChange} />
    );
  if (isList) {
    return (
      <input
        className="input filter-rule__value"
        aria-label={t('filterBuilder.values')}
        type="text"
        placeholder={t('roleRules.listPlaceholder')}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return <ScalarValueInput label={label} type={rule.type} value={text} onChange={onChange} />;
}
