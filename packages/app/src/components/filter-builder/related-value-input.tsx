import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.js';
import { useClient } from '../../lib/client-context.js';
import { itemLabel } from '../../lib/display-template/render-display-template.js';
import { ItemPicker } from '../../interfaces/related-items/item-picker.js';
import { useRelatedSchema } from '../../interfaces/related-items/use-related-schema.js';
import { SelectDropdownM2o } from '../../interfaces/select-dropdown-m2o/select-dropdown-m2o.js';
import { optionString } from '../../interfaces/types.js';
import { fieldOptions } from '../../lib/schema/field-meta.js';
import type { RelationInfo } from '../../lib/schema/relation-info.js';
import type { Field, Item, PrimaryKey } from '../../lib/schema/types.js';
import { splitList } from './choice-value-input.js';
import { isDynamicVariable } from './dynamic-value-input.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

interface RelatedValueInputProps {
  id: string;
  label: string;
  field: Field;
  relation: RelationInfo & { type: 'm2o' };
  /** One key (`_eq`) or a comma-separated list of keys (`_in`). */
  isMultiple: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The filter value of a many-to-one field: related items chosen from a searchable list and
 * shown by their display template (the field's, else the collection's); the value is the key.
 */
export function RelatedValueInput({ id, label, field, relation, isMultiple, value, onChange }: RelatedValueInputProps) {
  const options = fieldOptions(field);
  if (!isMultiple) {
    return (
      <SelectDropdownM2o
        id={id}
        label={label}
        collection={field.collection}
        field={field}
        value={value === '' ? null : value}
        initialValue={null}
        onChange={(key) => onChange(key === null || key === undefined ? '' : String(key))}
        options={options}
        isDisabled={false}
        isRequired={false}
        isInvalid={false}
        describedBy={undefined}
        primaryKey="+"
        relation={relation}
        values={{}}
      />
    );
  }
  return (
    <RelatedValuesInput
      label={label}
      collection={relation.relatedCollection}
      template={optionString(options, 'template')}
      value={value}
      onChange={onChange}
    />
  );
}

interface RelatedValuesInputProps {
  label: string;
  collection: string;
  template: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** Several related items ("is one of"): their labels, with a picker to add and a button to remove each. */
function RelatedValuesInput({ label, collection, template, value, onChange }: RelatedValuesInputProps) {
  const { t } = useTranslation();
  const client = useClient();
  const schema = useRelatedSchema(collection, template);
  const [isPicking, setIsPicking] = useState(false);
  const [known, setKnown] = useState<Record<string, Item>>({});
  const keys = splitList(value);
  // Keys of a saved filter (a bookmark's) are looked up once so they show by their template too;
  // a dynamic variable (`$CURRENT_USER`) is no key and is shown as written.
  const unknown = keys.filter((key) => !known[key] && !isDynamicVariable(key));
  const lookup = useQuery({
    queryKey: ['items', collection, 'filter-labels', unknown, schema.queryFields],
    queryFn: () =>
      client.readItems(collection, {
        fields: schema.queryFields,
        filter: { [schema.primaryKeyField]: { _in: unknown } },
        limit: unknown.length,
      }),
    enabled: unknown.length > 0 && !schema.isPending,
  });
  const found = (key: string) => known[key] ?? lookup.data?.data.find((item) => String(item[schema.primaryKeyField]) === key);
  const labelOf = (key: string) => {
    const item = found(key);
    return item ? itemLabel(item, schema.template, schema.primaryKeyField) : key;
  };

  function add(items: Item[]) {
    setIsPicking(false);
    const added = items.map((item) => String(item[schema.primaryKeyField]));
    setKnown((current) => ({ ...current, ...Object.fromEntries(items.map((item) => [String(item[schema.primaryKeyField]), item])) }));
    onChange([...keys, ...added.filter((key) => !keys.includes(key))].join(', '));
  }

  return (
    <span role="group" aria-label={label} className="filter-related">
      {keys.length === 0 ? <span className="filter-related__empty">{t('filterBuilder.nothingSelected')}</span> : null}
      {keys.map((key) => (
        <span key={key} className="filter-related__chip">
          {labelOf(key)}
          <Button
            size="small"
            variant="ghost"
            aria-label={t('filterBuilder.removeNamed', { name: labelOf(key) })}
            onClick={() => onChange(keys.filter((entry) => entry !== key).join(', '))}
          >
            ✕
          </Button>
        </span>
      ))}
      <Button size="small" onClick={() => setIsPicking(true)}>
        {t('filterBuilder.addItems')}
      </Button>
      {isPicking ? (
        <ItemPicker
          collection={collection}
          title={t('filterBuilder.filterBy', { label })}
          isMultiple
          excludeKeys={keys as PrimaryKey[]}
          template={template}
          onSelect={add}
          onCancel={() => setIsPicking(false)}
        />
      ) : null}
    </span>
  );
}
