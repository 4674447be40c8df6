import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveShortcut } from './use-save-shortcut.js';

function Saver({ onSave, isEnabled = true }: { onSave: () => void; isEnabled?: boolean }) {
  useSaveShortcut(onSave, isEnabled);
  return null;
}

const pressCtrlS = (init: KeyboardEventInit = { ctrlKey: true }) => fireEvent.keyDown(document.body, { key: 's', ...init });

describe('useSaveShortcut', () => {
  it('saves on Ctrl+S and Cmd+S and keeps the browser from opening its save dialog', () => {
    const onSave = vi.fn();
    render(<Saver onSave={onSave} />);
    expect(pressCtrlS()).toBe(false); // false: the default (the browser's dialog) was prevented
    expect(pressCtrlS({ metaKey: true })).toBe(false);
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(pressCtrlS({ ctrlKey: true, shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 's' })).toBe(true);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('does nothing but block the dialog while saving is not possible', () => {
    const onSave = vi.fn();
    render(<Saver onSave={onSave} isEnabled={false} />);
    expect(pressCtrlS()).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets only the newest user save: a drawer over the item page saves the drawer', () => {
    const page = vi.fn();
    const drawer = vi.fn();
    const { rerender } = render(
      <>
        <Saver onSave={page} />
        <Saver onSave={drawer} />
      </>,
    );
    pressCtrlS();
    expect(drawer).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
    rerender(<Saver onSave={page} />);
    pressCtrlS();
    expect(page).toHaveBeenCalledTimes(1);
  });
});
