import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { FILE_KINDS, isFileKind } from '../api/file-kinds.js';
import { SORT_CHOICES } from '../api/files-view.js';
import type { FilesView } from '../api/files-view.js';

/** Search, type filter, sort and layout of the file list. */
export function FilesToolbar({ view, onChange }: { view: FilesView; onChange: (view: FilesView) => void }) {
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
        aria-label="Search files"
        placeholder="Search…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        className="select"
        aria-label="Type"
        value={view.type ?? ''}
        onChange={(event) => onChange({ ...view, type: isFileKind(event.target.value) ? event.target.value : null })}
      >
        <option value="">Any type</option>
        {FILE_KINDS.map((kind) => (
          <option key={kind.id} value={kind.id}>
            {kind.label}
          </option>
        ))}
      </select>
      <select className="select" aria-label="Sort" value={view.sort} onChange={(event) => onChange({ ...view, sort: event.target.value })}>
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <div className="files-toolbar__layouts" role="group" aria-label="Layout">
        <Button size="small" aria-pressed={view.layout === 'cards'} onClick={() => onChange({ ...view, layout: 'cards' })}>
          <Icon name="grid_view" /> Grid
        </Button>
        <Button size="small" aria-pressed={view.layout === 'tabular'} onClick={() => onChange({ ...view, layout: 'tabular' })}>
          <Icon name="table_rows" /> Table
        </Button>
      </div>
    </div>
  );
}
