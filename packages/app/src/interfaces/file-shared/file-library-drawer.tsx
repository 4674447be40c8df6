import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button.js';
import { Drawer } from '../../components/drawer.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { Spinner } from '../../components/spinner.js';
import { useClient } from '../../lib/client-context.js';
import { formatNumber } from '../../lib/i18n/format.js';
import { FileThumbnail } from './file-thumbnail.js';
import { FILE_VALUE_FIELDS, fileLabel, fileTypeLabel, toFileValue } from './file-value.js';
import type { FileValue } from './file-value.js';
import { FolderSelect } from './folder-select.js';
import './file-interfaces.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

const PAGE_SIZE = 24;

export interface FileLibraryDrawerProps {
  title: string;
  isMultiple: boolean;
  /** Offer only pictures (the image input). */
  isImagesOnly?: boolean;
  /** Files already chosen, not offered again. */
  excludeIds?: readonly string[];
  /** The folder it opens in; null = all files. */
  initialFolder?: string | null;
  /** Shown above the search (e.g. an uploader). */
  header?: ReactNode;
  onSelect: (files: FileValue[]) => void;
  onCancel: () => void;
}

function libraryFilter(folder: string | null, isImagesOnly: boolean, excludeIds: readonly string[]) {
  const parts: Record<string, unknown>[] = [];
  if (folder) parts.push({ folder: { _eq: folder } });
  if (isImagesOnly) parts.push({ type: { _starts_with: 'image/' } });
  if (excludeIds.length > 0) parts.push({ id: { _nin: [...excludeIds] } });
  return parts.length === 0 ? undefined : { _and: parts };
}

/** The files library in a drawer: search, narrow to a folder, pick one file or several. */
export function FileLibraryDrawer({
  title,
  isMultiple,
  isImagesOnly = false,
  excludeIds = [],
  initialFolder = null,
  header,
  onSelect,
  onCancel,
}: FileLibraryDrawerProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [folder, setFolder] = useState<string | null>(initialFolder);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<FileValue[]>([]);
  const searchId = useId();
  const filter = libraryFilter(folder, isImagesOnly, excludeIds);

  const files = useQuery({
    queryKey: ['items', 'directus_files', 'library', { search: deferredSearch, page, filter }],
    queryFn: () =>
      client.readItems('directus_files', {
        fields: FILE_VALUE_FIELDS,
        search: deferredSearch || undefined,
        filter,
        sort: ['-uploaded_on'],
        limit: PAGE_SIZE + 1,
        page,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = (files.data?.data.slice(0, PAGE_SIZE) ?? []).map(toFileValue).filter((file): file is FileValue => file !== null);
  const hasNext = (files.data?.data.length ?? 0) > PAGE_SIZE;

  function choose(file: FileValue) {
    if (!isMultiple) return onSelect([file]);
    setPicked((current) =>
      current.some((entry) => entry.id === file.id) ? current.filter((entry) => entry.id !== file.id) : [...current, file],
    );
  }

  return (
    <Drawer
      title={title}
      onClose={onCancel}
      actions={
        isMultiple ? (
          <Button variant="primary" disabled={picked.length === 0} onClick={() => onSelect(picked)}>
            {picked.length > 0 ? t('interfaceText.selectCount', { count: formatNumber(picked.length) }) : t('interfaceText.select')}
          </Button>
        ) : undefined
      }
    >
      {header}
      <div className="file-library__filters">
        <label htmlFor={searchId} className="visually-hidden">
          {t('files.search')}
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder={t('interfaceText.searchPlaceholder')}
          value={search}
          data-autofocus
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <FolderSelect
          label={t('files.folder')}
          emptyLabel={t('interfaceText.allFolders')}
          value={folder}
          onChange={(next) => {
            setFolder(next);
            setPage(1);
          }}
        />
      </div>
      {files.error ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : files.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <EmptyState title={t('interfaceText.noFilesFound')} />
      ) : (
        <ul className="file-library" aria-label={t('files.files')}>
          {rows.map((file) => {
            const name = fileLabel(file);
            const content = (
              <>
                <FileThumbnail file={file} size={48} />
                <span className="file-library__name">{name}</span>
                <span className="file-library__type">{fileTypeLabel(file.type)}</span>
              </>
            );
            return (
              <li key={file.id}>
                {isMultiple ? (
                  <label className="file-library__row">
                    <input type="checkbox" checked={picked.some((entry) => entry.id === file.id)} onChange={() => choose(file)} />
                    {content}
                  </label>
                ) : (
                  <button type="button" className="file-library__row" aria-label={name} onClick={() => choose(file)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="picker-pages">
        <Button size="small" disabled={page === 1} onClick={() => setPage((current) => current - 1)}>
          {t('interfaceText.previous')}
        </Button>
        <span>{t('pagination.page', { page: formatNumber(page) })}</span>
        <Button size="small" disabled={!hasNext} onClick={() => setPage((current) => current + 1)}>
          {t('interfaceText.next')}
        </Button>
      </div>
    </Drawer>
  );
}
