import { useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { DisplayValue } from '../../displays/display-value.js';
import { displayText } from '../../displays/registry.js';
import type { LayoutColumn, LayoutProps } from '../types.js';
import { ColumnPicker } from './column-picker.js';
import type { ColumnOption } from './column-picker.js';
import { ColumnResizeHandle } from './column-resize-handle.js';
import { selectRange } from './select-range.js';
import { useRowWindow } from './use-row-window.js';
import './table.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export const ROW_HEIGHT = 44;
const DEFAULT_WIDTH = 180;

export interface TableLayoutProps extends LayoutProps {
  columns: LayoutColumn[];
  columnOptions: ColumnOption[];
  onColumnsChange: (keys: string[]) => void;
  sort: string[];
  onSort: (sort: string[]) => void;
  widths: Record<string, number>;
  onResize: (key: string, width: number) => void;
  /** Present when rows can be reordered by hand (the collection has a sort field). */
  onMove?: (item: PrimaryKey, to: PrimaryKey) => void;
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, [role="separator"]') !== null;
}

/**
 * The table layout: one page of rows (windowed when long), sortable and resizable columns, a
 * column picker, row selection, and drag or keyboard reordering when `onMove` is given.
 */
export function TableLayout(props: TableLayoutProps) {
  const { t } = useTranslation();
  const {
    rows,
    columns,
    primaryKeyField,
    rowLabel,
    itemHref,
    selection,
    onSelectionChange,
    sort,
    onSort,
    widths,
    onResize,
    onMove,
    isFetching,
  } = props;
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<PrimaryKey | null>(null);
  // The last row ticked, and whether shift was held on the click that is now changing a checkbox
  // (change events carry no modifier keys; the click before them does).
  const anchorRef = useRef<PrimaryKey | null>(null);
  const isShiftRef = useRef(false);
  const visible = useRowWindow(scrollRef, rows.length, ROW_HEIGHT);
  const keyOf = (row: Item) => row[primaryKeyField] as PrimaryKey;
  const pageKeys = rows.map(keyOf);
  const allSelected = rows.length > 0 && pageKeys.every((key) => selection.includes(key));

  function toggleRow(key: PrimaryKey) {
    const anchor = isShiftRef.current && selection.length > 0 ? anchorRef.current : null;
    isShiftRef.current = false;
    anchorRef.current = key;
    onSelectionChange?.(selectRange(selection, pageKeys, anchor, key));
  }

  function sortBy(key: string) {
    onSort([sort[0] === key ? `-${key}` : key]);
  }

  function moveWithKeys(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = event.key === 'ArrowUp' ? rows[index - 1] : event.key === 'ArrowDown' ? rows[index + 1] : undefined;
    const row = rows[index];
    if (!target || !row || !onMove) return;
    event.preventDefault();
    onMove(keyOf(row), keyOf(target));
  }

  function openRow(event: MouseEvent<HTMLTableRowElement>, row: Item) {
    if (isInteractive(event.target)) return;
    void navigate(itemHref(row));
  }

  return (
    <div ref={scrollRef} className={`table-layout${isFetching ? ' table-layout--fetching' : ''}`}>
      <table className="table" aria-rowcount={rows.length + 1}>
        <colgroup>
          {onMove ? <col style={{ width: 40 }} /> : null}
          {onSelectionChange ? <col style={{ width: 44 }} /> : null}
          {columns.map((column) => (
            <col key={column.key} style={{ width: widths[column.key] ?? DEFAULT_WIDTH }} />
          ))}
          {/* Takes up the room the columns leave, so a few narrow columns keep their widths. */}
          <col />
          <col style={{ width: 56 }} />
        </colgroup>
        <thead>
          <tr>
            {onMove ? (
              <th scope="col">
                <span className="visually-hidden">{t('layouts.order')}</span>
              </th>
            ) : null}
            {onSelectionChange ? (
              <th scope="col" className="table__select">
                <input
                  type="checkbox"
                  aria-label={t('layouts.selectAllOnPage')}
                  checked={allSelected}
                  onChange={() =>
                    onSelectionChange(
                      allSelected ? selection.filter((key) => !pageKeys.includes(key)) : [...new Set([...selection, ...pageKeys])],
                    )
                  }
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sort[0] === column.key ? 'ascending' : sort[0] === `-${column.key}` ? 'descending' : 'none';
              return (
                <th key={column.key} scope="col" aria-sort={direction}>
                  <button type="button" className="table__sort" onClick={() => sortBy(column.key)}>
                    {column.label}
                    <span aria-hidden="true" className="table__sort-mark">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                    </span>
                  </button>
                  <ColumnResizeHandle
                    label={column.label}
                    width={widths[column.key] ?? DEFAULT_WIDTH}
                    onResize={(width) => onResize(column.key, width)}
                  />
                </th>
              );
            })}
            <td aria-hidden="true" />
            <th scope="col" className="table__picker">
              <ColumnPicker options={props.columnOptions} visible={columns.map((column) => column.key)} onChange={props.onColumnsChange} />
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.padTop > 0 ? <tr aria-hidden="true" style={{ height: visible.padTop }} /> : null}
          {rows.slice(visible.start, visible.end).map((row, offset) => {
            const index = visible.start + offset;
            const key = keyOf(row);
            const label = rowLabel(row);
            return (
              <tr
                key={String(key)}
                aria-rowindex={index + 2}
                aria-selected={selection.includes(key)}
                className={dragged === key ? 'table__row table__row--dragged' : 'table__row'}
                draggable={Boolean(onMove)}
                onClick={(event) => openRow(event, row)}
                onDragStart={() => setDragged(key)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => onMove && event.preventDefault()}
                onDrop={() => {
                  if (onMove && dragged !== null && dragged !== key) onMove(dragged, key);
                  setDragged(null);
                }}
              >
                {onMove ? (
                  <td>
                    <button
                      type="button"
                      className="table__handle"
                      aria-label={t('layouts.reorderNamed', { name: label })}
                      title={t('layouts.reorderHint')}
                      onKeyDown={(event) => moveWithKeys(event, index)}
                    >
                      ⠿
                    </button>
                  </td>
                ) : null}
                {onSelectionChange ? (
                  <td className="table__select">
                    <input
                      type="checkbox"
                      aria-label={t('layouts.selectNamed', { name: label })}
                      title={t('layouts.rangeHint')}
                      checked={selection.includes(key)}
                      onClick={(event) => (isShiftRef.current = event.shiftKey)}
                      onChange={() => toggleRow(key)}
                    />
                  </td>
                ) : null}
                {columns.map((column, position) => {
                  const value = row[column.key];
                  const text = displayText(value, column);
                  const shown = <DisplayValue value={value} column={column} />;
                  return (
                    <td key={column.key} title={text}>
                      {position === 0 ? (
                        <Link to={itemHref(row)} className="table__open" aria-label={t('layouts.openNamed', { name: label })}>
                          {text ? shown : '—'}
                        </Link>
                      ) : (
                        shown
                      )}
                    </td>
                  );
                })}
                <td />
                <td />
              </tr>
            );
          })}
          {visible.padBottom > 0 ? <tr aria-hidden="true" style={{ height: visible.padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
