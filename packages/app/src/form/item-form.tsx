import { useId } from 'react';
import type { EvaluateFilterOptions } from '@tessera/shared';
import { fieldOptions } from '../lib/schema/field-meta.js';
import { getRelationInfo, sortFields } from '../lib/schema/relation-info.js';
import { fieldLabel } from '../lib/schema/labels.js';
import type { Field, Item, PrimaryKey, Relation } from '../lib/schema/types.js';
import { applyConditions } from './apply-conditions.js';
import { FormField } from './form-field.js';
import { emptyBatchValue } from './leave-unchanged-toggle.js';
import './item-form.css';

export interface ItemFormProps {
  collection: string;
  fields: readonly Field[];
  relations: readonly Relation[];
  /** The item as loaded ({} for a new one). */
  initialValues: Item;
  /** The user's changes, keyed by field; the parent keeps them. */
  edits: Item;
  onChange: (edits: Item) => void;
  /** Messages per field, from client checks or the API's FAILED_VALIDATION answer. */
  errors?: Record<string, string>;
  primaryKey: PrimaryKey | '+';
  isDisabled?: boolean;
  excludeFields?: readonly string[];
  filterOptions?: EvaluateFilterOptions;
  /** Bulk edit: every field starts "Leave unchanged" and only edited fields are in `edits`. */
  isBatch?: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The form generated from a collection's fields: each field's interface, width, group, note,
 * read-only / hidden / required state, with `conditions` applied to the current values.
 */
export function ItemForm({
  collection,
  fields,
  relations,
  initialValues,
  edits,
  onChange,
  errors = {},
  primaryKey,
  isDisabled = false,
  excludeFields = [],
  filterOptions,
  isBatch = false,
}: ItemFormProps) {
  const formId = useId();
  const values: Item = { ...initialValues, ...edits };
  const isNew = primaryKey === '+';
  const visible = sortFields(fields).filter(
    (field) => !excludeFields.includes(field.field) && !(isNew && field.schema?.has_auto_increment),
  );
  const groupNames = new Set(visible.filter((field) => field.meta?.special?.includes('group')).map((field) => field.field));

  function setValue(field: string, value: unknown) {
    const next = { ...edits };
    // Changing a value back to what was loaded is no change at all (for the unsaved-changes guard).
    if (sameValue(value, initialValues[field])) delete next[field];
    else next[field] = value;
    onChange(next);
  }

  function setUnchanged(field: Field, leaveUnchanged: boolean) {
    const next = { ...edits };
    if (leaveUnchanged) delete next[field.field];
    else next[field.field] = emptyBatchValue(field);
    onChange(next);
  }

  function renderFields(group: string | null) {
    return visible
      .filter((field) => (field.meta?.group && groupNames.has(field.meta.group) ? field.meta.group : null) === group)
      .map((raw) => {
        const field = applyConditions(raw, values, filterOptions);
        if (field.meta?.hidden) return null;
        if (groupNames.has(field.field)) return renderGroup(field);
        return (
          <FormField
            key={field.field}
            id={`${formId}-${field.field}`}
            collection={collection}
            field={field}
            relation={getRelationInfo(collection, field.field, relations)}
            value={values[field.field]}
            initialValue={initialValues[field.field]}
            values={values}
            error={errors[field.field]}
            primaryKey={primaryKey}
            isDisabled={isDisabled}
            onChange={(value) => setValue(field.field, value)}
            batch={
              isBatch ? { isUnchanged: !Object.hasOwn(edits, field.field), onToggle: (leave) => setUnchanged(field, leave) } : undefined
            }
          />
        );
      });
  }

  function renderGroup(group: Field) {
    const title = fieldLabel(group);
    const children = renderFields(group.field);
    // group-detail is collapsible; group-raw and others show their fields under a heading.
    if (group.meta?.interface === 'group-detail') {
      return (
        <details key={group.field} className="form-group form-field--fill" open={fieldOptions(group).start !== 'closed'}>
          <summary className="form-group__title">{title}</summary>
          <div className="item-form__grid">{children}</div>
        </details>
      );
    }
    return (
      <fieldset key={group.field} className="form-group form-field--fill">
        <legend className="form-group__title">{title}</legend>
        <div className="item-form__grid">{children}</div>
      </fieldset>
    );
  }

  return <div className="item-form item-form__grid">{renderFields(null)}</div>;
}
