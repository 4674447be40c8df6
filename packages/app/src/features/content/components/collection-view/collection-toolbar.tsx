import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.js';
import type { ArchiveMode } from './archive-filter.js';
import type { LayoutName } from './layout-state.js';

interface CollectionToolbarProps {
  title: string;
  /** Where "Create item" leads; null when the user may not create items. */
  newItemHref: string | null;
  search: string;
  onSearch: (search: string) => void;
  ruleCount: number;
  isFilterOpen: boolean;
  onToggleFilter: () => void;
  layout: LayoutName;
  canUseCards: boolean;
  onLayout: (layout: LayoutName) => void;
  archiveMode: ArchiveMode | null;
  onArchiveMode: (mode: ArchiveMode) => void;
  bookmarkName: string | null;
  onSaveBookmark: () => void;
  onDeleteBookmark: () => void;
  /** The selected-items bar: shown in the title's place so the table below never moves. */
  selectionBar: ReactNode;
  /** Buttons other features add (manual flows), before "Create item". */
  extraActions?: ReactNode;
  /** The "Import / Export" button (absent when the role may neither create nor read). */
  importExport?: ReactNode;
}

const toLayoutName = (value: string): LayoutName => (value === 'cards' || value === 'kanban' ? value : 'tabular');

/** Title, search, filter toggle, layout and archive switches, bookmarks and "create". */
export function CollectionToolbar(props: CollectionToolbarProps) {
  const ids = { search: useId(), layout: useId(), archive: useId() };
  return (
    <div className="collection-toolbar">
      <div className="collection-toolbar__lead">
        <h1 className={props.selectionBar ? 'visually-hidden' : 'collection-toolbar__title'}>
          {props.bookmarkName ? `${props.title} · ${props.bookmarkName}` : props.title}
        </h1>
        {props.selectionBar}
      </div>
      <label htmlFor={ids.search} className="visually-hidden">
        Search items
      </label>
      <input
        id={ids.search}
        className="input collection-toolbar__search"
        type="search"
        placeholder="Search…"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <Button onClick={props.onToggleFilter} aria-expanded={props.isFilterOpen} aria-controls="collection-filter">
        Filter{props.ruleCount > 0 ? ` (${props.ruleCount})` : ''}
      </Button>
      <label htmlFor={ids.layout} className="visually-hidden">
        Layout
      </label>
      <select
        id={ids.layout}
        className="select collection-toolbar__select"
        value={props.layout}
        onChange={(event) => props.onLayout(toLayoutName(event.target.value))}
      >
        <option value="tabular">Table</option>
        {props.canUseCards ? <option value="cards">Cards</option> : null}
        <option value="kanban">Kanban</option>
      </select>
      {props.archiveMode ? (
        <>
          <label htmlFor={ids.archive} className="visually-hidden">
            Archive
          </label>
          <select
            id={ids.archive}
            className="select collection-toolbar__select"
            value={props.archiveMode}
            onChange={(event) => props.onArchiveMode(event.target.value as ArchiveMode)}
          >
            <option value="unarchived">Items not archived</option>
            <option value="archived">Archived items</option>
            <option value="all">All items</option>
          </select>
        </>
      ) : null}
      {props.bookmarkName ? (
        <Button variant="ghost" onClick={props.onDeleteBookmark}>
          Delete bookmark
        </Button>
      ) : (
        <Button variant="ghost" onClick={props.onSaveBookmark}>
          Bookmark
        </Button>
      )}
      {props.importExport}
      {props.extraActions}
      {props.newItemHref ? (
        <Link to={props.newItemHref} className="button button--primary">
          Create item
        </Link>
      ) : null}
    </div>
  );
}
