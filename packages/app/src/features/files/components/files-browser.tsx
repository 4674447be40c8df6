import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { Spinner } from '../../../components/spinner.js';
import { DropZone } from '../../../components/upload/drop-zone.js';
import { folderPath } from '../api/folder-tree.js';
import { scopePath, viewFromParams, viewToParams } from '../api/files-view.js';
import type { FilesScope, FilesView } from '../api/files-view.js';
import { useFiles, useFolders } from '../api/use-files.js';
import type { FilesAccess } from './files-access.js';
import { FilesSelectionBar } from './files-selection-bar.js';
import { FilesToolbar } from './files-toolbar.js';
import { FileGrid } from './file-grid.js';
import { FileTable } from './file-table.js';
import { ImportFileDialog } from './import-file-dialog.js';
import { RootInFoldersState, topFolders } from './root-in-folders-state.js';

const SCOPE_TITLES = { root: 'shell.moduleFiles', all: 'files.allFiles', mine: 'files.myFiles', recent: 'files.recent' } as const;

/** A list of files (all, mine, recent, or a folder's) with its header, selection and uploads. */
export function FilesBrowser({
  scope,
  access,
  onUpload,
}: {
  scope: FilesScope;
  access: FilesAccess;
  /** Queues files for upload into a folder (null: the top level). */
  onUpload: (folder: string | null, files: File[]) => void;
}) {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const setView = useCallback((next: FilesView) => setParams(viewToParams(next), { replace: true }), [setParams]);
  const folders = useFolders();
  const files = useFiles(scope, view, access.canReadUsers);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isImporting, setImporting] = useState(false);
  const folder = scope.kind === 'folder' ? scope.folder : null;
  const path = folder ? folderPath(folders.data ?? [], folder) : [];
  const { t } = useTranslation();
  const title = scope.kind === 'folder' ? (path.at(-1)?.name ?? t('files.folder')) : t(SCOPE_TITLES[scope.kind]);
  useBreadcrumbs([
    { label: t('shell.moduleFiles'), to: scope.kind === 'root' ? undefined : '/files' },
    ...path.map((entry) => ({ label: entry.name, to: scopePath({ kind: 'folder', folder: entry.id }) })),
    ...(scope.kind === 'folder' || scope.kind === 'root' ? [] : [{ label: title }]),
  ]);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rows = files.data?.pages.flatMap((page) => page.files) ?? [];
  const count = files.data?.pages[0]?.count ?? 0;
  const upload = (list: File[]) => onUpload(folder, list);
  const isFiltered = Boolean(view.search || view.type);
  const listProps = { files: rows, selected, onToggle: toggle, canDrag: access.canEditFiles };
  const rootFolders = scope.kind === 'root' && !isFiltered ? topFolders(folders.data) : [];

  return (
    <section className="files-browser" aria-labelledby="files-title">
      <header className="files-toolbar">
        <h1 id="files-title" className="files-toolbar__title">
          {title}
        </h1>
        <FilesToolbar view={view} onChange={setView} />
        {access.canUpload ? <Button onClick={() => setImporting(true)}>{t('files.importFromUrl')}</Button> : null}
      </header>
      {access.canUpload && (rows.length > 0 || isFiltered) ? <DropZone onFiles={upload} label={t('files.dropToUpload')} /> : null}
      <FilesSelectionBar ids={[...selected]} access={access} onClear={() => setSelected(new Set())} />
      {files.isPending ? (
        <Spinner label={t('files.loading')} />
      ) : files.error ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : rows.length === 0 && rootFolders.length > 0 ? (
        <RootInFoldersState folders={rootFolders}>
          {access.canUpload ? <DropZone onFiles={upload} label={t('files.dropToUpload')} /> : null}
        </RootInFoldersState>
      ) : rows.length === 0 ? (
        <EmptyState title={isFiltered ? t('files.noMatch') : t('files.noneYet')} icon={isFiltered ? 'search' : 'folder'}>
          {isFiltered ? <p>{t('files.tryAnother')}</p> : null}
          {!isFiltered && access.canUpload ? <DropZone onFiles={upload} label={t('files.dropToUpload')} /> : null}
        </EmptyState>
      ) : (
        <>
          {view.layout === 'cards' ? <FileGrid {...listProps} /> : <FileTable {...listProps} />}
          <div className="files-footer">
            <span role="status">{t('files.shownOf', { shown: rows.length, count })}</span>
            {files.hasNextPage ? (
              <Button isLoading={files.isFetchingNextPage} onClick={() => void files.fetchNextPage()}>
                {t('files.loadMore')}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {isImporting ? <ImportFileDialog folder={folder} onClose={() => setImporting(false)} /> : null}
    </section>
  );
}
