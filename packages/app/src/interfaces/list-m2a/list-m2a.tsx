import { use, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button.js';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { itemLabel } from '../../lib/display-template/render-display-template.js';
import { primaryKeyField } from '../../lib/schema/relation-info.js';
import { useCollections, useFields } from '../../lib/schema/use-schema.js';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { RelatedItemEditorContext } from '../related-editor-context.js';
import { displayRows, withCreated, withCreatedReplaced, withRemoved, withUpdated } from '../related-items/alterations.js';
import type { DisplayRow } from '../related-items/alterations.js';
import { ItemPicker } from '../related-items/item-picker.js';
import type { RelatedItemEditorProps } from '../related-editor-context.js';
import type { InterfaceProps } from '../types.js';
import { newJunctionRow, rowTarget } from './m2a-rows.js';
import '../related-items/related-items.css';
import './list-m2a.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * The many-to-any list: each row is a junction row naming a collection and an item of it. New
 * items and picked ones are recorded as `{create: [{collection, item}]}`, the reference's shape;
 * removing a row deletes its junction row.
 */
export function ListM2a(props: InterfaceProps) {
  const { label, value, initialValue, onChange, isDisabled, relation, describedBy } = props;
  const { t } = useTranslation();
  const renderEditor = use(RelatedItemEditorContext);
  const junctionFields = useFields(relation?.type === 'm2a' ? relation.junctionCollection : null);
  const collections = useCollections();
  const [picking, setPicking] = useState<string | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  const [editing, setEditing] = useState<DisplayRow | null>(null);

  if (relation?.type !== 'm2a') return <p className="field-error">{t('interfaceText.noM2aRelation')}</p>;
  if (junctionFields.error || collections.error) return <ErrorState error={junctionFields.error ?? collections.error} />;
  if (junctionFields.isPending || collections.isPending) return <Spinner />;

  const shape = { junctionField: relation.junctionField, collectionField: relation.collectionField };
  const rowKeyField = primaryKeyField(junctionFields.data ?? []);
  const rows = displayRows(initialValue, value, rowKeyField);
  const templateOf = (collection: string) =>
    collections.data?.find((entry) => entry.collection === collection)?.meta?.display_template ?? null;

  function rowText(row: DisplayRow): string {
    const target = rowTarget(row.item, shape);
    const text = target.item ? itemLabel(target.item, templateOf(target.collection), 'id') : String(target.key ?? '');
    return `${target.collection}: ${text || t('interfaceText.newItem')}`;
  }

  function add(collection: string, items: (Item | PrimaryKey)[]) {
    let next: unknown = value;
    for (const item of items) next = withCreated(next, newJunctionRow(shape, collection, item));
    onChange(next);
  }

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy}>
      {rows.length === 0 ? <p className="related-list__empty">{t('interfaceText.noItems')}</p> : null}
      <ul className="related-list" aria-label={label}>
        {rows.map((row) => {
          const text = rowText(row);
          return (
            <li key={row.key} className="related-list__row">
              <span className="related-list__label">{text}</span>
              {row.state !== 'existing' ? (
                <span className="related-list__badge">
                  {row.state === 'created' ? t('interfaceText.badgeNew') : t('interfaceText.badgeChanged')}
                </span>
              ) : null}
              {!isDisabled && renderEditor && rowTarget(row.item, shape).item ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('interfaceText.editNamed', { name: text })}
                  onClick={() => setEditing(row)}
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
        <div className="related-actions list-m2a__actions">
          {relation.allowedCollections.map((collection) => (
            <span key={collection} className="list-m2a__collection">
              {renderEditor ? <Button onClick={() => setCreating(collection)}>{t('interfaceText.createIn', { collection })}</Button> : null}
              <Button onClick={() => setPicking(collection)}>{t('interfaceText.addExistingIn', { collection })}</Button>
            </span>
          ))}
        </div>
      ) : null}
      {picking ? (
        <PickFrom
          collection={picking}
          label={label}
          onSelect={(items) => {
            setPicking(null);
            add(picking, items);
          }}
          onCancel={() => setPicking(null)}
        />
      ) : null}
      {creating && renderEditor
        ? renderEditor({
            collection: creating,
            item: {},
            primaryKey: '+',
            excludeFields: [],
            onDone: (edits) => {
              setCreating(null);
              add(creating, [edits]);
            },
            onCancel: () => setCreating(null),
          })
        : null}
      {editing && renderEditor ? (
        <EditTarget
          row={editing}
          shape={shape}
          renderEditor={renderEditor}
          onDone={(edits, key) => {
            setEditing(null);
            const target = rowTarget(editing.item, shape);
            const item = { ...target.item, ...edits };
            if (editing.state === 'created')
              onChange(withCreatedReplaced(value, editing.createIndex ?? 0, { ...editing.item, [shape.junctionField]: item }));
            // An update names the collection too: the server needs it to find the item's table.
            else
              onChange(
                withUpdated(
                  value,
                  rowKeyField,
                  editing.primaryKey as PrimaryKey,
                  newJunctionRow(shape, target.collection, { ...item, ...key }),
                ),
              );
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** The item picker for one allowed collection, handing back the picked keys. */
function PickFrom(props: { collection: string; label: string; onSelect: (keys: PrimaryKey[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fields = useFields(props.collection);
  const key = primaryKeyField(fields.data ?? []);
  return (
    <ItemPicker
      collection={props.collection}
      title={t('interfaceText.addExistingInTo', { collection: props.collection, name: props.label })}
      isMultiple
      onSelect={(items) => props.onSelect(items.map((item) => item[key] as PrimaryKey))}
      onCancel={props.onCancel}
    />
  );
}

/** The item editor for one row's target, keyed by that collection's primary key. */
function EditTarget(props: {
  row: DisplayRow;
  shape: { junctionField: string; collectionField: string };
  renderEditor: (editor: RelatedItemEditorProps) => ReactNode;
  onDone: (edits: Item, key: Item) => void;
  onCancel: () => void;
}) {
  const target = rowTarget(props.row.item, props.shape);
  const fields = useFields(target.collection);
  if (fields.isPending) return <Spinner />;
  const keyField = primaryKeyField(fields.data ?? []);
  const key = target.item?.[keyField] as PrimaryKey | undefined;
  return props.renderEditor({
    collection: target.collection,
    item: target.item ?? {},
    primaryKey: props.row.state === 'created' || key === undefined ? '+' : key,
    excludeFields: [],
    onDone: (edits) => props.onDone(edits, key === undefined ? {} : { [keyField]: key }),
    onCancel: props.onCancel,
  });
}
