import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { FILE_KINDS, isFileKind } from '../api/file-kinds.js';
import { SORT_CHOICES } from '../api/files-view.js';
import type { FilesView } from '../api/files-view.js';

/** Search, type filter, sort and layout of the file list. */
export function FilesToolbar({ view, onChange }: { view: FilesView; onChange: (view: FilesView) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search);
  const debounced = useDebouncedValue(search, 250);
  useEffect(() => {
    if (debounced !== view.search) onChange({ ...view, search: debounced });
  }, [debounced, view, onChange]);
  return (
    <div className="files-toolbar__controls">
      <input
        className="input"
        type="search"
        aria-label={t('files.search')}
        placeholder={t('collection.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        className="select"
        aria-label={t('files.type')}
        value={view.type ?? ''}
        onChange={(event) => onChange({ ...view, type: isFileKind(event.target.value) ? event.target.value : null })}
      >
        <option value="">{t('files.anyType')}</option>
        {FILE_KINDS.map((kind) => (
          <option key={kind.id} value={kind.id}>
            {kind.label}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('files.sort')}
        value={view.sort}
        onChange={(event) => onChange({ ...view, sort: event.target.value })}
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <div className="files-toolbar__layouts" role="group" aria-label={t('files.layout')}>
        <Button size="small" aria-pressed={view.layout === 'cards'} onClick={() => onChange({ ...view, layout: 'cards' })}>
          <Icon name="grid_view" /> {t('files.grid')}
        </Button>
        <Button size="small" aria-pressed={view.layout === 'tabular'} onClick={() => onChange({ ...view, layout: 'tabular' })}>
          <Icon name="table_rows" /> {t('files.table')}
        </Button>
      </div>
    </div>
  );
}
