import { useState } from 'react';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { primaryKeyField } from '../../lib/schema/relation-info.js';
import { useFields } from '../../lib/schema/use-schema.js';
import type { Item } from '../../lib/schema/types.js';
import { FileLibraryDrawer } from '../file-shared/file-library-drawer.js';
import type { FileValue } from '../file-shared/file-value.js';
import { toFileValue } from '../file-shared/file-value.js';
import { displayRows, withCreated, withRemoved } from '../related-items/alterations.js';
import type { DisplayRow } from '../related-items/alterations.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { FilesActions } from './files-actions.js';
import { FilesRow } from './files-row.js';
import { moveRow, nextSortValue, sortedRows, withOrder } from './files-order.js';
import '../file-shared/file-interfaces.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * `files`: several files through a junction (many-to-many to `directus_files`). Uploads and
 * library picks become junction rows to create (`{create: [{files_id}]}`), removals junction
 * keys to delete, and with a sort field a drag (or Move up / down) writes every row's place.
 */
export function FilesList(props: InterfaceProps) {
  const { label, value, initialValue, onChange, options, isDisabled, relation, describedBy } = props;
  const { t } = useTranslation();
  const m2m = relation?.type === 'm2m' ? relation : null;
  const junctionFields = useFields(m2m ? m2m.junctionCollection : null);
  const [known, setKnown] = useState<Map<string, FileValue>>(() => new Map());
  const [isPicking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);

  if (!m2m) return <p className="field-error">{t('interfaceText.noFilesRelation')}</p>;
  if (junctionFields.error) return <ErrorState error={junctionFields.error} />;
  if (junctionFields.isPending) return <Spinner />;

  const keyField = primaryKeyField(junctionFields.data ?? []);
  const { junctionField, sortField } = m2m;
  const rows = sortedRows(displayRows(initialValue, value, keyField), sortField);
  const current = value ?? initialValue;

  const fileOf = (row: DisplayRow): unknown => {
    const target = row.item[junctionField];
    return typeof target === 'string' ? (known.get(target) ?? target) : target;
  };
  const chosenIds = rows.map((row) => toFileValue(fileOf(row))?.id).filter((id): id is string => Boolean(id));

  function add(files: readonly FileValue[]) {
    setKnown((map) => new Map([...map, ...files.map((file) => [file.id, file] as const)]));
    let next: unknown = value;
    let place = sortField ? nextSortValue(rows, sortField) : 0;
    for (const file of files) {
      const row: Item = { [junctionField]: file.id };
      if (sortField) row[sortField] = place++;
      next = withCreated(next, row);
    }
    onChange(next);
  }

  function move(from: number, to: number) {
    if (!sortField || from === to || to < 0 || to >= rows.length) return;
    onChange(withOrder(value, moveRow(rows, from, to), sortField, keyField));
  }

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="file-input">
      {rows.length === 0 ? <p className="file-input__empty">{t('interfaceText.noFiles')}</p> : null}
      <ul className="files-list" aria-label={label}>
        {rows.map((row, index) => (
          <FilesRow
            key={row.key}
            file={fileOf(row)}
            isNew={row.state === 'created'}
            isDisabled={isDisabled}
            canSort={Boolean(sortField) && rows.length > 1}
            isFirst={index === 0}
            isLast={index === rows.length - 1}
            isDragging={dragged === index}
            onRemove={() => onChange(withRemoved(current, row, keyField))}
            onMove={(offset) => move(index, index + offset)}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
          />
        ))}
      </ul>
      {!isDisabled ? (
        <FilesActions
          label={label}
          folder={optionString(options, 'folder') ?? null}
          enableCreate={options.enableCreate !== false}
          enableSelect={options.enableSelect !== false}
          onUploaded={(uploaded) => add(uploaded.map((file) => toFileValue(file)).filter((file): file is FileValue => file !== null))}
          onChoose={() => setPicking(true)}
        />
      ) : null}
      {isPicking ? (
        <FileLibraryDrawer
          title={t('interfaceText.addFilesTo', { name: label })}
          isMultiple
          excludeIds={chosenIds}
          onCancel={() => setPicking(false)}
          onSelect={(files) => {
            setPicking(false);
            add(files);
          }}
        />
      ) : null}
    </div>
  );
}
