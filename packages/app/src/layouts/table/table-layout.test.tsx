import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { createFakeClient } from '../../testing/fake-client.js';
import { makeField } from '../../testing/fixtures.js';
import { renderWithClient } from '../../testing/render.js';
import { ROW_HEIGHT, TableLayout } from './table-layout.js';
import type { TableLayoutProps } from './table-layout.js';

function renderTable(rows: Item[], overrides: Partial<TableLayoutProps> = {}) {
  const title = makeField('articles', 'title', 'string');
  const props: TableLayoutProps = {
    rows,
    primaryKeyField: 'id',
    rowLabel: (row) => String(row.title),
    itemHref: (row) => `/content/articles/${String(row.id)}`,
    selection: [],
    onSelectionChange: vi.fn(),
    isFetching: false,
    columns: [{ key: 'title', label: 'Title', field: title }],
    columnOptions: [{ key: 'title', label: 'Title' }],
    onColumnsChange: vi.fn(),
    sort: ['id'],
    onSort: vi.fn(),
    widths: {},
    onResize: vi.fn(),
    ...overrides,
  };
  renderWithClient(<TableLayout {...props} />, createFakeClient());
  return props;
}

/** A table that keeps its own selection, as the collection page does. */
function SelectableTable({ rows }: { rows: Item[] }) {
  const [selection, setSelection] = useState<PrimaryKey[]>([]);
  const title = makeField('articles', 'title', 'string');
  return (
    <TableLayout
      rows={rows}
      primaryKeyField="id"
      rowLabel={(row) => String(row.title)}
      itemHref={(row) => `/content/articles/${String(row.id)}`}
      selection={selection}
      onSelectionChange={setSelection}
      isFetching={false}
      columns={[{ key: 'title', label: 'Title', field: title }]}
      columnOptions={[{ key: 'title', label: 'Title' }]}
      onColumnsChange={vi.fn()}
      sort={['id']}
      onSort={vi.fn()}
      widths={{}}
      onResize={vi.fn()}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).queryAllByRole('row');

describe('TableLayout', () => {
  it('renders only the rows in view of a long page, and follows the scroll', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => ({ id: index + 1, title: `Row ${index + 1}` }));
    renderTable(rows);
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByRole('link', { name: 'Open Row 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Row 500' })).not.toBeInTheDocument();

    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = 499 * ROW_HEIGHT;
      fireEvent.scroll(scroller);
    });
    return vi.waitFor(() => {
      expect(screen.getByRole('link', { name: 'Open Row 500' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open Row 1' })).not.toBeInTheDocument();
      expect(bodyRows().length).toBeLessThan(60);
    });
  });

  it('renders every row of a short page', () => {
    renderTable(Array.from({ length: 40 }, (_, index) => ({ id: index + 1, title: `Row ${index + 1}` })));
    expect(bodyRows()).toHaveLength(40);
  });

  it('selects rows and the whole page', () => {
    const onSelectionChange = vi.fn();
    renderTable(
      [
        { id: 1, title: 'A' },
        { id: 2, title: 'B' },
      ],
      { selection: [2], onSelectionChange },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select A' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 1]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 1]);
  });

  it('selects a range of rows with shift-click, and a plain click still ticks one row', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, title: `Row ${index + 1}` }));
    renderWithClient(<SelectableTable rows={rows} />, createFakeClient());
    const user = userEvent.setup({ delay: null });
    const ticked = () => screen.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('aria-label'));
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 2' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 5' }));
    await user.keyboard('{/Shift}');
    expect(ticked()).toEqual(['Select Row 2', 'Select Row 3', 'Select Row 4', 'Select Row 5']);
    await user.click(screen.getByRole('checkbox', { name: 'Select Row 6' }));
    expect(ticked()).toHaveLength(5);
  });
});
