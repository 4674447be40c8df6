import { Button } from '../../components/button.js';
import { FILTER_OPERATORS } from '../../lib/filter/filter-operators.js';
import type { FilterOperatorName } from '../../lib/filter/filter-operators.js';
import type { FilterRule } from '../../lib/filter/filter-tree.js';
import type { Relation } from '../../lib/schema/types.js';
import { FieldPathPicker } from './field-path-picker.js';
import type { PickedField } from './field-path-picker.js';
import { FilterValueInput } from './filter-value-input.js';
import { hasChoices, operatorsInNaturalOrder } from './natural-operators.js';
import { useRuleField } from './use-rule-field.js';
import './filter-values.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface FilterRuleRowProps {
  collection: string;
  relations: readonly Relation[];
  rule: FilterRule;
  onChange: (rule: FilterRule) => void;
  onRemove: () => void;
}

function emptyValue(operator: FilterOperatorName, type: string): FilterRule['value'] {
  const kind = FILTER_OPERATORS[operator].valueKind;
  // A boolean's switch shows "false" from the start, so the rule says so too.
  if (kind === 'single' && type === 'boolean') return false;
  return kind === 'range' ? ['', ''] : kind === 'flag' ? true : '';
}

/**
 * One rule: field path, operator (only those the server allows for the field's type) and value.
 * While a relational path is only partly chosen the rule has no type and sends nothing.
 */
export function FilterRuleRow({ collection, relations, rule, onChange, onRemove }: FilterRuleRowProps) {
  const { t } = useTranslation();
  const leaf = useRuleField(collection, relations, rule.type ? rule.path : '');
  const operators = rule.type ? operatorsInNaturalOrder(rule.type, leaf.field) : [];

  function pick({ path, leaf }: PickedField) {
    // A concealed field only allows the emptiness checks, like a hash (api-reference §4).
    const type = !leaf ? '' : leaf.meta?.special?.includes('conceal') ? 'hash' : leaf.type;
    const allowed = type ? operatorsInNaturalOrder(type, leaf) : [];
    // A field with choices starts at its natural operator ("equals"), whatever the last field had.
    const keep = allowed.includes(rule.operator) && !(leaf && hasChoices(leaf));
    const operator: FilterOperatorName = keep ? rule.operator : (allowed[0] ?? '_eq');
    onChange({ ...rule, path: path.join('.'), type, operator, value: emptyValue(operator, type) });
  }

  function setOperator(operator: FilterOperatorName) {
    const isSameKind = FILTER_OPERATORS[rule.operator].valueKind === FILTER_OPERATORS[operator].valueKind;
    onChange({ ...rule, operator, value: isSameKind ? rule.value : emptyValue(operator, rule.type) });
  }

  return (
    <div className="filter-rule" role="group" aria-label={t('filterBuilder.filterOn', { field: rule.path || t('filterBuilder.aField') })}>
      <FieldPathPicker collection={collection} relations={relations} path={rule.path ? rule.path.split('.') : []} onChange={pick} />
      {rule.type ? (
        <>
          <select
            className="select filter-rule__operator"
            aria-label={t('filterBuilder.operator')}
            value={rule.operator}
            onChange={(event) => setOperator(event.target.value as FilterOperatorName)}
          >
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {FILTER_OPERATORS[operator].label}
              </option>
            ))}
          </select>
          <FilterValueInput rule={rule} field={leaf.field} relation={leaf.relation} onChange={(value) => onChange({ ...rule, value })} />
        </>
      ) : null}
      <Button size="small" variant="ghost" aria-label={t('filterBuilder.removeFilter')} onClick={onRemove}>
        ✕
      </Button>
    </div>
  );
}
