import { use, useState } from 'react';
import { Button } from '../../components/button.js';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { DisplayTemplate } from '../../displays/display-template.js';
import { junctionRowLabel, m2mRowTemplate, toRelatedTemplate } from '../../lib/display-template/junction-template.js';
import { itemLabel } from '../../lib/display-template/render-display-template.js';
import { primaryKeyField } from '../../lib/schema/relation-info.js';
import { useFields } from '../../lib/schema/use-schema.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { RelatedItemEditorContext } from '../related-editor-context.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { displayRows, withCreated, withCreatedReplaced, withRemoved, withUpdated } from './alterations.js';
import type { DisplayRow } from './alterations.js';
import { ItemPicker } from './item-picker.js';
import { useRelatedSchema } from './use-related-schema.js';
import './related-items.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

type Editing = { row: DisplayRow | null; item: Item; primaryKey: PrimaryKey | '+' };

/**
 * The list editor behind `list-o2m` and `list-m2m`: shows the related rows by their display
 * template and records create / select / edit / remove as `{create, update, delete}`.
 * For m2m the rows are junction rows, labelled by the field's junction-relative template
 * (`{{categories_id.name}}`); "Add existing" lists the related collection by the same template
 * seen from the related item.
 */
export function RelatedList(props: InterfaceProps) {
  const { label, value, initialValue, onChange, options, isDisabled, relation, describedBy } = props;
  const { t } = useTranslation();
  const renderEditor = use(RelatedItemEditorContext);
  const isM2m = relation?.type === 'm2m';
  const fieldTemplate = optionString(options, 'template');
  // An m2m field's template starts at the junction row, so it cannot label related items directly.
  const related = useRelatedSchema(
    relation && (relation.type === 'o2m' || relation.type === 'm2m') ? relation.relatedCollection : '',
    isM2m ? undefined : fieldTemplate,
  );
  const junctionFields = useFields(isM2m ? relation.junctionCollection : null);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pickedLabels, setPickedLabels] = useState<Record<string, Item>>({});

  if (!relation || relation.type === 'm2o' || relation.type === 'm2a')
    return <p className="field-error">{t('interfaceText.noO2mRelation')}</p>;
  if (related.error || junctionFields.error) return <ErrorState error={related.error ?? junctionFields.error} />;
  if (related.isPending || (isM2m && junctionFields.isPending)) return <Spinner />;

  const rowKeyField = isM2m ? primaryKeyField(junctionFields.data ?? []) : related.primaryKeyField;
  const rows = displayRows(initialValue, value, rowKeyField);
  const junctionShape = isM2m
    ? { junctionField: relation.junctionField, junctionFields: (junctionFields.data ?? []).map((field) => field.field) }
    : null;
  const rowTemplate = junctionShape ? m2mRowTemplate(fieldTemplate, related.template, junctionShape) : related.template;
  const pickerTemplate = junctionShape ? toRelatedTemplate(rowTemplate, junctionShape.junctionField) : fieldTemplate;

  function rowLabel(row: DisplayRow): string {
    if (!junctionShape) return itemLabel(row.item, rowTemplate, related.primaryKeyField);
    return junctionRowLabel(
      { ...row.item, [junctionShape.junctionField]: relatedItemOf(row) },
      rowTemplate,
      junctionShape.junctionField,
      related.primaryKeyField,
    );
  }

  function relatedItemOf(row: DisplayRow): Item {
    const target = isM2m && relation?.type === 'm2m' ? row.item[relation.junctionField] : row.item;
    if (typeof target === 'object' && target !== null) return target as Item;
    return pickedLabels[String(target)] ?? { [related.primaryKeyField]: target };
  }

  function select(items: Item[]) {
    setPicking(false);
    const labels: Record<string, Item> = {};
    let next: unknown = value;
    for (const item of items) {
      const key = item[related.primaryKeyField] as PrimaryKey;
      labels[String(key)] = item;
      next =
        relation?.type === 'm2m'
          ? withCreated(next, { [relation.junctionField]: key })
          : withUpdated(next, related.primaryKeyField, key, {});
    }
    setPickedLabels((current) => ({ ...current, ...labels }));
    onChange(next);
  }

  function finishEdit(edits: Item) {
    if (!editing || !relation || relation.type === 'm2o' || relation.type === 'm2a') return;
    const { row } = editing;
    setEditing(null);
    if (relation.type === 'm2m') {
      const target = { ...editing.item, ...edits };
      if (!row) onChange(withCreated(value, { [relation.junctionField]: target }));
      else if (row.state === 'created')
        onChange(withCreatedReplaced(value, row.createIndex ?? 0, { ...row.item, [relation.junctionField]: target }));
      else
        onChange(
          withUpdated(value, rowKeyField, row.primaryKey as PrimaryKey, {
            [relation.junctionField]: { ...edits, [related.primaryKeyField]: editing.primaryKey },
          }),
        );
      return;
    }
    if (!row) onChange(withCreated(value, edits));
    else if (row.state === 'created') onChange(withCreatedReplaced(value, row.createIndex ?? 0, { ...row.item, ...edits }));
    else onChange(withUpdated(value, rowKeyField, row.primaryKey as PrimaryKey, edits));
  }

  function startEdit(row: DisplayRow) {
    const item = relatedItemOf(row);
    const key = item[related.primaryKeyField];
    setEditing({ row, item, primaryKey: row.state === 'created' || key === undefined ? '+' : (key as PrimaryKey) });
  }

  const linkedKeys = rows
    .map((row) => relatedItemOf(row)[related.primaryKeyField])
    .filter((key): key is PrimaryKey => typeof key === 'string' || typeof key === 'number');
  const excludeFields = relation.type === 'o2m' ? [relation.reverseField] : [];

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy}>
      {rows.length === 0 ? <p className="related-list__empty">{t('interfaceText.noItems')}</p> : null}
      <ul className="related-list" aria-label={label}>
        {rows.map((row) => {
          const text = rowLabel(row);
          return (
            <li key={row.key} className="related-list__row">
              <span className="related-list__label">
                <DisplayTemplate
                  template={rowTemplate}
                  item={junctionShape ? { ...row.item, [junctionShape.junctionField]: relatedItemOf(row) } : row.item}
                  fields={related.fields}
                  prefix={junctionShape ? `${junctionShape.junctionField}.` : ''}
                  fallback={text}
                />
              </span>
              {row.state !== 'existing' ? (
                <span className="related-list__badge">
                  {row.state === 'created' ? t('interfaceText.badgeNew') : t('interfaceText.badgeChanged')}
                </span>
              ) : null}
              {!isDisabled && renderEditor && !row.key.startsWith('selected-') ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('interfaceText.editNamed', { name: text })}
                  onClick={() => startEdit(row)}
                >
                  {t('interfaceText.edit')}
                </Button>
              ) : null}
              {!isDisabled ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('interfaceText.removeNamed', { name: text })}
                  onClick={() => onChange(withRemoved(value ?? initialValue, row, rowKeyField))}
                >
                  {t('interfaceText.remove')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {!isDisabled ? (
        <div className="related-actions">
          {renderEditor && options.enableCreate !== false ? (
            <Button onClick={() => setEditing({ row: null, item: {}, primaryKey: '+' })}>{t('interfaceText.createNew')}</Button>
          ) : null}
          {options.enableSelect !== false ? <Button onClick={() => setPicking(true)}>{t('interfaceText.addExisting')}</Button> : null}
        </div>
      ) : null}
      {picking ? (
        <ItemPicker
          collection={relation.relatedCollection}
          title={t('interfaceText.addExistingTo', { name: label })}
          isMultiple
          excludeKeys={linkedKeys}
          template={pickerTemplate ?? undefined}
          onSelect={select}
          onCancel={() => setPicking(false)}
        />
      ) : null}
      {editing && renderEditor
        ? renderEditor({
            collection: relation.relatedCollection,
            item: editing.item,
            primaryKey: editing.primaryKey,
            excludeFields,
            onDone: finishEdit,
            onCancel: () => setEditing(null),
          })
        : null}
    </div>
  );
}
