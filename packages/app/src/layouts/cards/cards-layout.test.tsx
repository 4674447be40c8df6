import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrimaryKey } from '../../lib/schema/types.js';
import { makeField } from '../../testing/fixtures.js';
import { CardsLayout } from './cards-layout.js';

const rows = ['Ant', 'Bee', 'Cat', 'Dog'].map((name, index) => ({ id: index + 1, name, status: index === 0 ? 'ok' : null }));
const status = {
  key: 'status',
  label: 'Status',
  field: makeField('pets', 'status', 'string', {
    display: 'labels',
    display_options: { choices: [{ text: 'Fine', value: 'ok', background: '#2ECDA7' }] },
  }),
};

function Harness() {
  const [selection, setSelection] = useState<PrimaryKey[]>([]);
  return (
    <MemoryRouter>
      <CardsLayout
        rows={rows}
        primaryKeyField="id"
        rowLabel={(row) => String(row.name)}
        itemHref={(row) => `/pets/${String(row.id)}`}
        selection={selection}
        onSelectionChange={setSelection}
        isFetching={false}
        imageUrl={() => null}
        columns={[status]}
      />
    </MemoryRouter>
  );
}

describe('cards layout', () => {
  it('ticks a range of cards with shift-click, as the table does', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Bee' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Dog' }));
    await user.keyboard('{/Shift}');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, true, true]);
  });

  it('shows the chosen fields through their displays', () => {
    render(<Harness />);
    expect(screen.getByText('Fine')).toHaveStyle({ background: '#2ECDA7' });
  });
});
