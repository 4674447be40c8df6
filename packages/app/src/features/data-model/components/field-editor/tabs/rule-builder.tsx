import { useState } from 'react';
import { FilterBuilder } from '../../../../../components/filter-builder/filter-builder.js';
import { filterToTree, treeToFilter } from '../../../../../lib/filter/filter-tree.js';
import type { Filter, FilterGroup } from '../../../../../lib/filter/filter-tree.js';
import type { Field, Relation } from '../../../../../lib/schema/types.js';

export interface RuleBuilderProps {
  collection: string;
  fields: readonly Field[];
  relations: readonly Relation[];
  value: Record<string, unknown> | null;
  /** The rule, or null once it holds no complete filter. */
  onChange: (value: Record<string, unknown> | null) => void;
}

/** A filter over the item's fields (a condition's rule, a validation), kept as a builder tree while edited. */
export function RuleBuilder({ collection, fields, relations, value, onChange }: RuleBuilderProps) {
  const [tree, setTree] = useState<FilterGroup>(() =>
    filterToTree(value as Filter | null, (path) => fields.find((field) => field.field === path)?.type ?? 'string'),
  );
  return (
    <FilterBuilder
      collection={collection}
      relations={relations}
      value={tree}
      onChange={(next) => {
        setTree(next);
        onChange(treeToFilter(next));
      }}
    />
  );
}
