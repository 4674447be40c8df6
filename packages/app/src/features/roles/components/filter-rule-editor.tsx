import { useState } from 'react';
import { FilterBuilder } from '../../../components/filter-builder/filter-builder.js';
import { Spinner } from '../../../components/spinner.js';
import { filterToTree, treeToFilter } from '../../../lib/filter/filter-tree.js';
import type { Filter, FilterGroup } from '../../../lib/filter/filter-tree.js';
import type { Field } from '../../../lib/schema/types.js';
import { useFields, useRelations } from '../../../lib/schema/use-schema.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { JsonRuleEditor } from './json-rule-editor.js';

export interface FilterRuleEditorProps {
  label: string;
  /** The JSON switch's name, e.g. "Edit item permissions as JSON". */
  jsonToggleLabel: string;
  hint: string;
  collection: string;
  value: Record<string, unknown> | null;
  /** The filter, or `undefined` while the JSON text is not an object. */
  onChange: (value: Record<string, unknown> | null | undefined) => void;
  error?: string;
}

/**
 * A rule's filter (item permissions, validation) with the content module's filter builder (which
 * offers `$CURRENT_USER`, `$CURRENT_ROLE` and `$NOW` as values), or as JSON for what it does not
 * write (`_some`, `$CURRENT_USER.<field>` …).
 */
export function FilterRuleEditor({ label, jsonToggleLabel, hint, collection, value, onChange, error }: FilterRuleEditorProps) {
  const { t } = useTranslation();
  const fields = useFields(collection);
  const relations = useRelations();
  const [isJson, setJson] = useState(false);
  return (
    <fieldset className="role-form__field">
      <legend>{label}</legend>
      <small>{hint}</small>
      <label className="role-form__check">
        <input type="checkbox" checked={isJson} onChange={(event) => setJson(event.target.checked)} />
        {jsonToggleLabel}
      </label>
      {isJson ? (
        <JsonRuleEditor label={t('roleRules.asJson', { label })} hint="" value={value} onChange={onChange} error={error} />
      ) : fields.isPending || relations.isPending ? (
        <Spinner label={t('roleRules.loadingFields')} />
      ) : (
        <BuilderOf collection={collection} fields={fields.data ?? []} relations={relations.data ?? []} value={value} onChange={onChange} />
      )}
      {!isJson && error ? (
        <p className="permission-editor__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function BuilderOf({
  collection,
  fields,
  relations,
  value,
  onChange,
}: {
  collection: string;
  fields: readonly Field[];
  relations: NonNullable<ReturnType<typeof useRelations>['data']>;
  value: Record<string, unknown> | null;
  onChange: (value: Record<string, unknown> | null) => void;
}) {
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
        onChange((treeToFilter(next) as Record<string, unknown> | null) ?? null);
      }}
    />
  );
}
