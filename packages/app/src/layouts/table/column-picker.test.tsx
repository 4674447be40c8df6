import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColumnPicker } from './column-picker.js';
import type { ColumnOption } from './column-picker.js';
import { popoverPlacement } from './popover-placement.js';

const OPTIONS: ColumnOption[] = [
  { key: 'title', label: 'Title' },
  { key: 'status', label: 'Status' },
  { key: 'seo_title', label: 'Seo Title', group: 'SEO' },
  { key: 'seo_text', label: 'Seo Text', group: 'SEO' },
  { key: 'views', label: 'Views' },
];

function Harness() {
  const [visible, setVisible] = useState(['title']);
  return (
    <>
      <ColumnPicker options={OPTIONS} visible={visible} onChange={setVisible} />
      <output aria-label="Columns">{visible.join(',')}</output>
    </>
  );
}

describe('column picker', () => {
  it('stays open while several fields are ticked, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const picker = screen.getByRole('dialog', { name: 'Choose columns' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Status' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Choose columns' })).getByRole('checkbox', { name: 'Views' }));
    expect(screen.getByRole('status', { name: 'Columns' })).toHaveTextContent('title,status,views');
    expect(screen.getByRole('button', { name: 'Choose columns' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose columns' })).toHaveFocus();
  });

  it('lists the fields in field order under their groups, and keeps the last column', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const picker = screen.getByRole('dialog', { name: 'Choose columns' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Title', 'Status', 'Seo Title', 'Seo Text', 'Views']);
    const seo = within(picker).getByRole('group', { name: 'SEO' });
    expect(
      within(seo)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Seo Title', 'Seo Text']);
    expect(within(picker).getByRole('checkbox', { name: 'Title' })).toBeDisabled();
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    await user.click(screen.getByRole('status', { name: 'Columns' }));
    expect(screen.queryByRole('dialog', { name: 'Choose columns' })).not.toBeInTheDocument();
  });

  it('opens below the header row, inside the viewport', () => {
    const viewport = { width: 1440, height: 900 };
    expect(popoverPlacement({ right: 1400, bottom: 150 }, { right: 1420, bottom: 160 }, viewport)).toEqual({
      top: 164,
      right: 40,
      maxHeight: 728,
    });
    // A button at the very edge or far down still leaves the popover on screen.
    expect(popoverPlacement({ right: 1500, bottom: 880 }, { right: 1500, bottom: 890 }, viewport)).toEqual({
      top: 732,
      right: 8,
      maxHeight: 160,
    });
  });
});
