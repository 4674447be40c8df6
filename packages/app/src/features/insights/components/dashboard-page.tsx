import { useCallback, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { Skeleton } from '../../../components/skeleton.js';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { Panel } from '../../../lib/insights/types.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import { INSIGHTS_KEYS, useDashboard, useDeletePanel, usePanels, useSavePlacements } from '../api/insights-queries.js';
import { changedPlacement, clampRect, GRID_COLUMNS, nextFreeRow } from '../grid/grid-maths.js';
import type { GridRect } from '../grid/grid-maths.js';
import { REFRESH_INTERVALS, refreshIntervalLabel, useAutoRefresh } from './auto-refresh.js';
import { PanelEditor } from './panel-editor.js';
import { PanelFrame } from './panel-frame.js';
import { DashboardVariablesProvider } from '../variables/dashboard-variables.js';
import { useFullscreen } from './use-fullscreen.js';
import './insights.css';

const placementOf = (panel: Panel): GridRect => clampRect(panel);

/** `/insights/:id`: the dashboard's panels on the grid; Edit lets panels be moved, resized, added and deleted. */
export function DashboardPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(id);
  const panels = usePanels(id);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const savePlacements = useSavePlacements(id);
  const deletePanel = useDeletePanel(id);
  const gridRef = useRef<HTMLDivElement>(null);
  const neverAllow = useRef(false);
  const canEdit = usePermissions().can('directus_panels', 'update');
  const fullscreen = useFullscreen(gridRef);
  const refreshId = useId();
  const [draft, setDraft] = useState<Record<string, GridRect> | null>(null);
  const [refreshSeconds, setRefreshSeconds] = useState(0);
  const [editorFor, setEditorFor] = useState<Panel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Panel | null>(null);
  useBreadcrumbs([{ label: t('shell.moduleInsights'), to: '/insights' }, { label: dashboard.data?.name ?? t('insights.dashboard') }]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: INSIGHTS_KEYS.panelData }), [queryClient]);
  useAutoRefresh(refreshSeconds, refresh);

  const isEditing = draft !== null;
  const rows = panels.data ?? [];
  const placement = (panel: Panel) => draft?.[panel.id] ?? placementOf(panel);
  const hasMoves = rows.some((panel) => draft?.[panel.id] && changedPlacement(placementOf(panel), draft[panel.id] as GridRect));
  const cellSize = () => {
    const grid = gridRef.current;
    const width = grid ? grid.clientWidth / GRID_COLUMNS : 0;
    const rowHeight = grid ? parseFloat(getComputedStyle(grid).gridAutoRows) : 0;
    return { width, height: Number.isFinite(rowHeight) && rowHeight > 0 ? rowHeight : width };
  };
  const save = () => {
    const changes = rows.flatMap((panel) => {
      const moved = draft?.[panel.id] ? changedPlacement(placementOf(panel), draft[panel.id] as GridRect) : null;
      return moved ? [{ id: panel.id, placement: moved }] : [];
    });
    // Panels added, edited or deleted while editing were saved (and announced) at once: Save only leaves editing.
    if (changes.length === 0) return setDraft(null);
    savePlacements.mutate(changes, {
      onSuccess: () => {
        setDraft(null);
        notify({ kind: 'success', title: t('insights.layoutSaved') });
      },
      onError: (error) => notify({ kind: 'danger', title: t('insights.couldNotSaveLayout'), text: errorMessage(error) }),
    });
  };
  const confirmDelete = (panel: Panel) =>
    deletePanel.mutate(panel.id, {
      onSuccess: () => notify({ kind: 'success', title: t('insights.panelDeleted') }),
      onError: (error) => notify({ kind: 'danger', title: t('insights.couldNotDeletePanel'), text: errorMessage(error) }),
      onSettled: () => setDeleting(null),
    });

  if (dashboard.error)
    return <ErrorState error={dashboard.error} title={t('insights.couldNotLoadDashboard')} onRetry={() => void dashboard.refetch()} />;
  return (
    <div className="insights-page">
      <header className="insights-page__header">
        <h1>{dashboard.data?.name ?? t('insights.dashboard')}</h1>
        <div className="insights-toolbar" role="toolbar" aria-label={t('insights.dashboard')}>
          <label htmlFor={refreshId}>{t('insights.autoRefresh')}</label>
          <select
            id={refreshId}
            className="input"
            value={refreshSeconds}
            onChange={(event) => setRefreshSeconds(Number(event.target.value))}
          >
            {REFRESH_INTERVALS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {refreshIntervalLabel(seconds)}
              </option>
            ))}
          </select>
          <Button onClick={() => void fullscreen.toggle()} aria-pressed={fullscreen.isFullscreen}>
            {t(fullscreen.isFullscreen ? 'insights.exitFullscreen' : 'insights.fullscreen')}
          </Button>
          {isEditing ? (
            <>
              <Button onClick={() => setEditorFor('new')}>{t('insights.addPanel')}</Button>
              <Button onClick={() => setDraft(null)}>{t('insights.cancel')}</Button>
              <Button variant="primary" onClick={save} isLoading={savePlacements.isPending}>
                {t('insights.save')}
              </Button>
            </>
          ) : canEdit ? (
            <Button variant="primary" onClick={() => setDraft({})} disabled={!panels.data}>
              {t('insights.edit')}
            </Button>
          ) : null}
        </div>
      </header>
      {dashboard.data?.note ? <p className="insights-page__note">{dashboard.data.note}</p> : null}
      {panels.error ? (
        <ErrorState error={panels.error} onRetry={() => void panels.refetch()} />
      ) : panels.isPending ? (
        <Skeleton label={t('insights.loadingPanels')} shape="rows" />
      ) : rows.length === 0 && !isEditing ? (
        <EmptyState
          title={t('insights.noPanels')}
          icon="inbox"
          action={
            <Button
              onClick={() => {
                setDraft({});
                setEditorFor('new');
              }}
            >
              {t('insights.addPanel')}
            </Button>
          }
        >
          {t('insights.noPanelsText')} <Link to="/insights">{t('insights.allDashboards')}</Link>
        </EmptyState>
      ) : null}
      <div
        ref={gridRef}
        className={`insights-grid${isEditing ? ' insights-grid--editing' : ''}${fullscreen.isFallback ? ' insights-grid--fullscreen' : ''}`}
        aria-label={t('insights.panels')}
        role="region"
      >
        <DashboardVariablesProvider panels={rows}>
          {rows.map((panel) => (
            <PanelFrame
              key={panel.id}
              panel={panel}
              placement={placement(panel)}
              isEditing={isEditing}
              cellSize={cellSize}
              onPlace={(next) => setDraft((current) => ({ ...current, [panel.id]: next }))}
              onEdit={() => setEditorFor(panel)}
              onDelete={() => setDeleting(panel)}
            />
          ))}
        </DashboardVariablesProvider>
      </div>
      <UnsavedChangesGuard hasEdits={hasMoves} allowRef={neverAllow} />
      {editorFor ? (
        <PanelEditor
          dashboard={id}
          panel={editorFor === 'new' ? undefined : editorFor}
          newRow={nextFreeRow(rows.map(placement))}
          onClose={() => setEditorFor(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('insights.deletePanelTitle')}
          confirmLabel={t('insights.delete')}
          isDanger
          isBusy={deletePanel.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
