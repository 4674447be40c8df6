import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { groupColumnOptions } from './column-option-sections.js';
import type { ColumnOption } from './column-option-sections.js';
import { popoverPlacement } from './popover-placement.js';
import type { PopoverPlacement } from './popover-placement.js';
import './column-picker.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export type { ColumnOption };

interface ColumnPickerProps {
  /** Every field that can be a column, in field order (a field in a group names it). */
  options: ColumnOption[];
  visible: string[];
  onChange: (keys: string[]) => void;
}

/**
 * Which fields are columns: a popover of checkboxes in field order under their groups. It stays
 * open while fields are ticked, opens below the header row (never over a column's header), and
 * keeps at least one column.
 */
export function ColumnPicker({ options, visible, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const [placement, setPlacement] = useState<PopoverPlacement | null>(null);
  const popoverId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const isOpen = placement !== null;

  useEffect(() => {
    if (!isOpen) return;
    popoverRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    function onPointerDown(event: MouseEvent) {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !triggerRef.current?.contains(target)) setPlacement(null);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen]);

  function toggleOpen() {
    const trigger = triggerRef.current;
    if (isOpen || !trigger) return setPlacement(null);
    const header = trigger.closest('thead') ?? trigger;
    setPlacement(
      popoverPlacement(trigger.getBoundingClientRect(), header.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }

  function toggle(key: string) {
    onChange(visible.includes(key) ? visible.filter((entry) => entry !== key) : [...visible, key]);
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button--secondary"
        aria-label={t('layouts.chooseColumns')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        onClick={toggleOpen}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {placement
        ? createPortal(
            <div
              id={popoverId}
              ref={popoverRef}
              role="dialog"
              aria-label={t('layouts.chooseColumns')}
              className="column-picker"
              style={{ top: placement.top, right: placement.right, maxHeight: placement.maxHeight }}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                setPlacement(null);
                triggerRef.current?.focus();
              }}
            >
              {groupColumnOptions(options).map((section) => (
                <fieldset key={section.group ?? ''} className="column-picker__section">
                  {section.group ? (
                    <legend className="column-picker__group">{section.group}</legend>
                  ) : (
                    <legend className="visually-hidden">{t('layouts.fields')}</legend>
                  )}
                  {section.options.map((option) => {
                    const isVisible = visible.includes(option.key);
                    return (
                      <label key={option.key} className="column-picker__option">
                        <input
                          type="checkbox"
                          checked={isVisible}
                          disabled={isVisible && visible.length === 1}
                          onChange={() => toggle(option.key)}
                        />
                        {option.label}
                      </label>
                    );
                  })}
                </fieldset>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
