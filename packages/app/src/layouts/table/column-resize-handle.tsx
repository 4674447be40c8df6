import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export const MIN_COLUMN_WIDTH = 60;
const KEY_STEP = 16;

/** The drag handle on a column's right edge; arrow keys resize too. */
export function ColumnResizeHandle({ label, width, onResize }: { label: string; width: number; onResize: (width: number) => void }) {
  const { t } = useTranslation();
  function onPointerDown(event: PointerEvent<HTMLSpanElement>) {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = width;
    const onMove = (move: globalThis.PointerEvent) => onResize(Math.max(MIN_COLUMN_WIDTH, Math.round(startWidth + move.clientX - startX)));
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    onResize(Math.max(MIN_COLUMN_WIDTH, width + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP)));
  }

  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={t('layouts.resizeNamed', { name: label })}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      tabIndex={0}
      className="table__resize"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
