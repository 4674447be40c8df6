import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.js';
import type { ArchiveMode } from './archive-filter.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface CollectionToolbarProps {
  title: string;
  /** Where "Create item" leads; null when the user may not create items. */
  newItemHref: string | null;
  search: string;
  onSearch: (search: string) => void;
  ruleCount: number;
  isFilterOpen: boolean;
  onToggleFilter: () => void;
  /** A built-in layout or a layout extension's id. */
  layout: string;
  canUseCards: boolean;
  /** The installed layout extensions, offered after the built-in layouts. */
  extensionLayouts: { id: string; name: string }[];
  onLayout: (layout: string) => void;
  archiveMode: ArchiveMode | null;
  onArchiveMode: (mode: ArchiveMode) => void;
  bookmarkName: string | null;
  onSaveBookmark: () => void;
  onDeleteBookmark: () => void;
  /** Buttons other features add (manual flows), before "Create item". */
  extraActions?: ReactNode;
  /** The "Import / Export" button (absent when the role may neither create nor read). */
  importExport?: ReactNode;
}

/** Title, search, filter toggle, layout and archive switches, bookmarks and "create". */
export function CollectionToolbar(props: CollectionToolbarProps) {
  const ids = { search: useId(), layout: useId(), archive: useId() };
  const { t } = useTranslation();
  return (
    <div className="collection-toolbar">
      <div className="collection-toolbar__lead">
        <h1 className="collection-toolbar__title">{props.bookmarkName ? `${props.title} · ${props.bookmarkName}` : props.title}</h1>
      </div>
      <label htmlFor={ids.search} className="visually-hidden">
        {t('collection.searchItems')}
      </label>
      <input
        id={ids.search}
        className="input collection-toolbar__search"
        type="search"
        placeholder={t('collection.searchPlaceholder')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <Button onClick={props.onToggleFilter} aria-expanded={props.isFilterOpen} aria-controls="collection-filter">
        {props.ruleCount > 0 ? t('collection.filterWithCount', { count: props.ruleCount }) : t('collection.filter')}
      </Button>
      <label htmlFor={ids.layout} className="visually-hidden">
        {t('collection.layout')}
      </label>
      <select
        id={ids.layout}
        className="select collection-toolbar__select"
        value={props.layout}
        onChange={(event) => props.onLayout(event.target.value)}
      >
        <option value="tabular">{t('collection.layoutTable')}</option>
        {props.canUseCards ? <option value="cards">{t('collection.layoutCards')}</option> : null}
        <option value="kanban">{t('collection.layoutKanban')}</option>
        <option value="calendar">{t('collection.layoutCalendar')}</option>
        <option value="map">{t('collection.layoutMap')}</option>
        {props.extensionLayouts.map((layout) => (
          <option key={layout.id} value={layout.id}>
            {layout.name}
          </option>
        ))}
      </select>
      {props.archiveMode ? (
        <>
          <label htmlFor={ids.archive} className="visually-hidden">
            {t('collection.archive')}
          </label>
          <select
            id={ids.archive}
            className="select collection-toolbar__select"
            value={props.archiveMode}
            onChange={(event) => props.onArchiveMode(event.target.value as ArchiveMode)}
          >
            <option value="unarchived">{t('collection.archiveUnarchived')}</option>
            <option value="archived">{t('collection.archiveArchived')}</option>
            <option value="all">{t('collection.archiveAll')}</option>
          </select>
        </>
      ) : null}
      {props.bookmarkName ? (
        <Button variant="ghost" onClick={props.onDeleteBookmark}>
          {t('collection.deleteBookmark')}
        </Button>
      ) : (
        <Button variant="ghost" onClick={props.onSaveBookmark}>
          {t('collection.bookmark')}
        </Button>
      )}
      {props.importExport}
      {props.extraActions}
      {props.newItemHref ? (
        <Link to={props.newItemHref} className="button button--primary">
          {t('collection.createItem')}
        </Link>
      ) : null}
    </div>
  );
}
