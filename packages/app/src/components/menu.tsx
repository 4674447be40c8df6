import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './components.css';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  /** Makes the entry a checkbox item that keeps the menu open. */
  checked?: boolean;
  disabled?: boolean;
  isDanger?: boolean;
}

export interface MenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (defaults to the label). */
  trigger?: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
  /**
   * The trigger's own content is its accessible name (it holds visible text plus any hidden words),
   * instead of `label`: a name that repeats the visible text (WCAG 2.5.3, label in name).
   */
  triggerNamesItself?: boolean;
}

/** A button that opens a list of actions (WAI-ARIA menu button pattern). */
export function Menu({ label, trigger, items, align = 'start', triggerNamesItself = false }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')?.focus();
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const entries = [...(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: entries.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] ?? 0) + entries.length) % entries.length;
      entries[next]?.focus();
    }
  }

  function select(item: MenuItem) {
    if (item.disabled) return;
    item.onSelect();
    if (item.checked === undefined) close();
  }

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="button button--secondary"
        aria-label={trigger && !triggerNamesItself ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {trigger ?? label}
      </button>
      {isOpen ? (
        <ul
          id={menuId}
          ref={listRef}
          role="menu"
          aria-label={label}
          className={`menu__list menu__list--${align}`}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <li
              key={item.id}
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              aria-disabled={item.disabled || undefined}
              tabIndex={-1}
              className={`menu__item${item.isDanger ? ' menu__item--danger' : ''}`}
              onClick={() => select(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  select(item);
                }
              }}
            >
              {item.checked !== undefined ? (
                <span className="menu__check" aria-hidden="true">
                  {item.checked ? '✓' : ''}
                </span>
              ) : null}
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
