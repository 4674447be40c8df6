import { Button } from '../../components/button.js';
import { newNodeId } from '../../lib/filter/filter-tree.js';
import type { FilterGroup, FilterNode } from '../../lib/filter/filter-tree.js';
import type { Relation } from '../../lib/schema/types.js';
import { FilterRuleRow } from './filter-rule-row.js';
import './filter-builder.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface FilterBuilderProps {
  collection: string;
  relations: readonly Relation[];
  value: FilterGroup;
  onChange: (value: FilterGroup) => void;
}

/**
 * Builds a filter as nested all-of / any-of groups of rules; `treeToFilter` turns the result
 * into the API's filter JSON.
 */
export function FilterBuilder({ collection, relations, value, onChange }: FilterBuilderProps) {
  return (
    <div className="filter-builder">
      <GroupEditor collection={collection} relations={relations} group={value} onChange={onChange} isRoot />
    </div>
  );
}

interface GroupEditorProps {
  collection: string;
  relations: readonly Relation[];
  group: FilterGroup;
  onChange: (group: FilterGroup) => void;
  onRemove?: () => void;
  isRoot?: boolean;
}

function GroupEditor({ collection, relations, group, onChange, onRemove, isRoot = false }: GroupEditorProps) {
  const { t } = useTranslation();
  function replace(index: number, node: FilterNode) {
    onChange({ ...group, children: group.children.map((child, position) => (position === index ? node : child)) });
  }
  function remove(index: number) {
    onChange({ ...group, children: group.children.filter((_child, position) => position !== index) });
  }
  function add(node: FilterNode) {
    onChange({ ...group, children: [...group.children, node] });
  }

  return (
    <fieldset
      className={`filter-group${isRoot ? ' filter-group--root' : ''}`}
      aria-label={t(isRoot ? 'filterBuilder.filters' : 'filterBuilder.group')}
    >
      <div className="filter-group__header">
        <label>
          <span className="visually-hidden">{t(isRoot ? 'filterBuilder.match' : 'filterBuilder.groupMatch')}</span>
          <select
            className="select filter-group__logic"
            value={group.logic}
            onChange={(event) => onChange({ ...group, logic: event.target.value === '_or' ? '_or' : '_and' })}
          >
            <option value="_and">{t('filterBuilder.allOf')}</option>
            <option value="_or">{t('filterBuilder.anyOf')}</option>
          </select>
        </label>
        {onRemove ? (
          <Button size="small" variant="ghost" onClick={onRemove} aria-label={t('filterBuilder.removeGroup')}>
            {t('filterBuilder.removeGroup')}
          </Button>
        ) : null}
      </div>
      {group.children.map((child, index) =>
        child.kind === 'group' ? (
          <GroupEditor
            key={child.id}
            collection={collection}
            relations={relations}
            group={child}
            onChange={(next) => replace(index, next)}
            onRemove={() => remove(index)}
          />
        ) : (
          <FilterRuleRow
            key={child.id}
            collection={collection}
            relations={relations}
            rule={child}
            onChange={(next) => replace(index, next)}
            onRemove={() => remove(index)}
          />
        ),
      )}
      <div className="filter-group__actions">
        <Button size="small" onClick={() => add({ kind: 'rule', id: newNodeId(), path: '', type: '', operator: '_eq', value: '' })}>
          {t('filterBuilder.addFilter')}
        </Button>
        <Button
          size="small"
          variant="ghost"
          onClick={() => add({ kind: 'group', id: newNodeId(), logic: group.logic === '_and' ? '_or' : '_and', children: [] })}
        >
          {t('filterBuilder.addGroup')}
        </Button>
      </div>
    </fieldset>
  );
}
