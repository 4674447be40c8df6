import { useId, useMemo, useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import type { Panel } from '../../../lib/insights/types.js';
import { gridArea, moveRect, pixelsToUnits, resizeRect } from '../grid/grid-maths.js';
import type { GridRect } from '../grid/grid-maths.js';
import { panelType } from '../panel-types/registry.js';
import { applyVariables } from '../variables/apply-variables.js';
import { useDashboardVariables } from '../variables/dashboard-variables.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export interface PanelFrameProps {
  panel: Panel;
  placement: GridRect;
  isEditing: boolean;
  /** Width and height of one grid unit in pixels, for pointer drags. */
  cellSize: () => { width: number; height: number };
  onPlace: (placement: GridRect) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One panel on the grid. In edit mode the panel is a focusable group: arrows move it, Shift+arrows
 * resize it; its header drags it and the corner handle resizes it with the pointer.
 */
export function PanelFrame({ panel, placement, isEditing, cellSize, onPlace, onEdit, onDelete }: PanelFrameProps) {
  const { t } = useTranslation();
  const type = panelType(panel.type);
  const { values: variables } = useDashboardVariables();
  // The panel as its view reads it: `{{ key }}` in its options replaced by the dashboard's variables.
  const shown = useMemo(() => ({ ...panel, options: applyVariables(panel.options ?? {}, variables) }), [panel, variables]);
  const hintId = useId();
  const drag = useRef<{ x: number; y: number; start: GridRect; mode: 'move' | 'resize' } | null>(null);
  const title = panel.name || type?.name || panel.type;
  const where = t('insights.placement', {
    x: placement.position_x,
    y: placement.position_y,
    width: placement.width,
    height: placement.height,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!isEditing || !step || event.target !== event.currentTarget) return;
    event.preventDefault();
    onPlace(event.shiftKey ? resizeRect(placement, step[0], step[1]) : moveRect(placement, step[0], step[1]));
  };
  const startDrag = (mode: 'move' | 'resize', event: PointerEvent<HTMLElement>) => {
    if (!isEditing || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: placement, mode };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const cell = cellSize();
    const dx = pixelsToUnits(event.clientX - current.x, cell.width);
    const dy = pixelsToUnits(event.clientY - current.y, cell.height);
    onPlace(current.mode === 'move' ? moveRect(current.start, dx, dy) : resizeRect(current.start, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const dragHandlers = { onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag };

  return (
    <section
      className={`insights-panel${isEditing ? ' insights-panel--editing' : ''}`}
      style={gridArea(placement)}
      aria-label={title}
      data-panel-id={panel.id}
      tabIndex={isEditing ? 0 : undefined}
      aria-roledescription={isEditing ? t('insights.movablePanel') : undefined}
      aria-describedby={isEditing ? hintId : undefined}
      onKeyDown={onKeyDown}
    >
      {isEditing ? (
        <span id={hintId} className="visually-hidden" aria-live="polite">
          {t('insights.moveHint', { placement: where })}
        </span>
      ) : null}
      {panel.show_header || isEditing ? (
        <header className="insights-panel__header" onPointerDown={(event) => startDrag('move', event)} {...dragHandlers}>
          <Icon name={panel.icon} fallback={type?.icon ?? 'insert_chart'} />
          <h2 className="insights-panel__title">{title}</h2>
          {isEditing ? (
            <span className="insights-panel__actions">
              <Button size="small" variant="ghost" aria-label={t('insights.editPanelNamed', { name: title })} onClick={onEdit}>
                <Icon name="edit" />
              </Button>
              <Button size="small" variant="ghost" aria-label={t('insights.deletePanelNamed', { name: title })} onClick={onDelete}>
                <Icon name="delete" />
              </Button>
            </span>
          ) : null}
        </header>
      ) : null}
      <div className="insights-panel__body">
        {type ? (
          <type.View panel={shown} />
        ) : (
          <p className="insights-panel__empty">{t('insights.typeUnavailable', { type: panel.type })}</p>
        )}
      </div>
      {isEditing ? (
        <span
          className="insights-panel__resize"
          aria-hidden="true"
          title={t('insights.resizeHint')}
          onPointerDown={(event) => startDrag('resize', event)}
          {...dragHandlers}
        />
      ) : null}
    </section>
  );
}
