import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Icon, iconName } from '../icon.js';
import { allIconNames, searchIconNames } from './icon-names.js';
import { IconPicker } from './icon-picker.js';

function Harness({ initial = null as string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <IconPicker label="Icon" value={value} onChange={setValue} />
      <output aria-label="Chosen">{value ?? ''}</output>
    </>
  );
}

describe('icon names', () => {
  it('reads every name of the installed font', () => {
    const names = allIconNames();
    expect(names.length).toBeGreaterThan(2000);
    expect(names).toEqual(expect.arrayContaining(['box', 'folder', 'insert_chart', 'settings', 'label']));
  });

  it('finds names by words in any order, names starting with the search first', () => {
    expect(searchIconNames(['keyboard_arrow_up', 'arrow_upward', 'upload'], 'arrow up', 10)).toEqual(['arrow_upward', 'keyboard_arrow_up']);
    expect(searchIconNames(['a', 'b', 'c'], '', 2)).toEqual(['a', 'b']);
  });

  it('draws the default for values that are not icon names', () => {
    expect(iconName('article')).toBe('article');
    for (const bad of [null, undefined, 42, '__proto__ ', '<b>x</b>', 'Article', '']) expect(iconName(bad)).toBe('label');
    render(<Icon name="constructor" />);
    expect(document.querySelector('.icon')).toHaveAttribute('data-icon', 'constructor');
    expect(document.querySelector('.icon')).toBeEmptyDOMElement();
  });
});

describe('IconPicker', () => {
  it('searches and picks with the keyboard only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Icon: none' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const search = screen.getByRole('combobox', { name: 'Search icons' });
    expect(search).toHaveFocus();
    await user.type(search, 'restaurant');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('restaurant');
    await user.keyboard('{ArrowRight}');
    const second = screen.getAllByRole('option')[1]!;
    expect(search).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(second.getAttribute('aria-label')!);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Icon: ${second.getAttribute('aria-label')}` })).toHaveFocus();
  });

  it('picks by click, clears, and closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="article" />);
    await user.click(screen.getByRole('button', { name: 'Icon: article' }));
    await user.type(screen.getByRole('combobox', { name: 'Search icons' }), 'nothing-is-called-this');
    expect(screen.getByText(/No icon matches/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('article');
    await user.click(screen.getByRole('button', { name: 'Icon: article' }));
    await user.type(screen.getByRole('combobox', { name: 'Search icons' }), 'folder');
    await user.click(screen.getByRole('option', { name: 'folder' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('folder');
    await user.click(screen.getByRole('button', { name: 'Clear Icon' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toBeEmptyDOMElement();
  });
});
