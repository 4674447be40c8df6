import { useQueryClient } from '@tanstack/react-query';
import { usePageActionSlots } from '../../../../lib/page-action-slots.js';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Pagination } from '../../../../components/pagination.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { CardsLayout } from '../../../../layouts/cards/cards-layout.js';
import { TableLayout } from '../../../../layouts/table/table-layout.js';
import { useClient } from '../../../../lib/client-context.js';
import { itemLabel, templateFields } from '../../../../lib/display-template/render-display-template.js';
import { emptyGroup, filterToTree, treeToFilter } from '../../../../lib/filter/filter-tree.js';
import { usePermissions } from '../../../../lib/permissions/permissions-context.js';
import type { FilterGroup, FilterNode } from '../../../../lib/filter/filter-tree.js';
import { collectionTitle, fieldTitle } from '../../../../lib/schema/translated-name.js';
import { useTranslateLiteral } from '../../../../lib/translations/use-translate-literal.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import { primaryKeyField } from '../../../../lib/schema/relation-info.js';
import type { Preset } from '../../../../lib/schema/system-types.js';
import type { Collection, Field, Item, PrimaryKey, Relation } from '../../../../lib/schema/types.js';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.js';
import { itemsKey } from '../../api/query-keys.js';
import { FilterBuilder } from '../../../../components/filter-builder/filter-builder.js';
import { archiveFilter, combineFilters, hasArchive } from './archive-filter.js';
import type { ArchiveMode } from './archive-filter.js';
import { BookmarkDialogs } from '../bookmarks/bookmark-dialogs.js';
import { BulkActions } from '../bulk-actions/bulk-actions.js';
import { collectionActions } from './collection-actions.js';
import { CollectionToolbar } from './collection-toolbar.js';
import { EmptyItems } from './empty-items.js';
import { columnOptionsOf } from './column-options.js';
import { buildColumns, cardColumns, defaultColumns, imageField, queryFields, relatedCollectionsOf } from './columns.js';
import { junctionColumnsOf } from './junction-columns.js';
import { isBuiltInLayout, stateFromPreset } from './layout-state.js';
import { ExtensionLayoutView } from './extension-layout-view.js';
import { isInstalledExtensionLayout, shownLayout, useExtensionLayouts } from './use-extension-layouts.js';
import { withAreaRule } from '../../../../layouts/map/area-filter.js';
import type { LayoutState } from './layout-state.js';
import { assetUrl, useAccessToken } from '../../../../lib/assets/use-access-token.js';
import { OwnItemsLayout, readsOwnItems } from './own-items-layout.js';
import { useCollectionItems } from './use-collection-items.js';
import { useLayoutAutosave } from './use-layout-autosave.js';
import { useRelatedDisplays } from './use-related-displays.js';
import { countHidden, useViewSelection } from './use-view-selection.js';
import { useLiveCollection } from '../../live/use-live-collection.js';
import { ImportExportButton } from '../transfer/import-export-button.js';
import './collection-view.css';

export interface CollectionViewProps {
  collection: Collection;
  fields: Field[];
  relations: Relation[];
  userId: string;
  /** The bookmark being viewed, if any; its settings are the starting state. */
  bookmark: Preset | null;
  /** The user's remembered layout for this collection. */
  userPreset: Preset | undefined;
  /** The role's or the global preset: where the layout starts when the user has none of their own. */
  defaultPreset?: Preset | undefined;
}

function countRules(node: FilterNode): number {
  return node.kind === 'rule' ? (node.type ? 1 : 0) : node.children.reduce((sum, child) => sum + countRules(child), 0);
}

/**
 * A collection's items: toolbar, filter, bulk actions, table or cards layout, pagination. Create,
 * selection, bulk actions and reordering are offered only as far as the user's role allows.
 */
export function CollectionView({ collection, fields, relations, userId, bookmark, userPreset, defaultPreset }: CollectionViewProps) {
  const client = useClient();
  const permissions = usePermissions();
  const slots = usePageActionSlots();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = collection.collection;
  const meta = collection.meta;
  const actions = collectionActions(name, meta, permissions);
  const pk = primaryKeyField(fields);
  useLiveCollection(name, pk);
  const [state, setState] = useState<LayoutState>(() =>
    stateFromPreset(bookmark ?? userPreset ?? defaultPreset, isInstalledExtensionLayout),
  );
  const [tree, setTree] = useState<FilterGroup>(() =>
    filterToTree(state.filter, (path) => fields.find((field) => field.field === path)?.type ?? 'string'),
  );
  const [searchText, setSearchText] = useState(state.search);
  const search = useDebouncedValue(searchText, 300);
  const [seenSearch, setSeenSearch] = useState(search);
  const [archiveMode, setArchiveMode] = useState<ArchiveMode>('unarchived');
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);

  // A new search starts from the first page.
  if (search !== seenSearch) {
    setSeenSearch(search);
    setState((current) => ({ ...current, search, page: 1 }));
  }

  // Its name and its fields' names in the user's language, as the navigation shows them
  // (`meta.translations`, where `$t:<key>` reads a translation string).
  const language = useUserLanguage();
  const title = collectionTitle(collection, language);
  const translate = useTranslateLiteral([title, ...fields.map((field) => fieldTitle(field, language))]);
  const label = translate(title);
  const fieldName = (field: Field) => translate(fieldTitle(field, language));
  const { t } = useTranslation();
  useBreadcrumbs([
    { label: t('shell.moduleContent'), to: '/content' },
    { label, to: `/content/${name}` },
    ...(bookmark?.bookmark ? [{ label: bookmark.bookmark }] : []),
  ]);

  const template = meta?.display_template ?? null;
  const columnKeys = state.fields ?? defaultColumns(fields, pk);
  const junctionColumns = junctionColumnsOf(name, columnKeys, fields, relations);
  const { displays } = useRelatedDisplays(relatedCollectionsOf(name, columnKeys, relations, junctionColumns, fields));
  const columns = buildColumns(columnKeys, fields, displays, junctionColumns, fieldName);
  const image = imageField(name, fields, relations);
  const extensionLayouts = useExtensionLayouts();
  const layout = shownLayout(state.layout, image !== null, extensionLayouts);
  const extensionLayout = isBuiltInLayout(layout) ? undefined : extensionLayouts.get(layout);
  const sort = state.sort.length > 0 ? state.sort : [meta?.sort_field ?? pk];
  const extra = [meta?.sort_field, image, ...(template ? templateFields(template) : [])].filter((path): path is string => Boolean(path));
  const filter = combineFilters(state.filter, archiveFilter(meta, archiveMode));
  const { items, count } = useCollectionItems({
    collection: name,
    // A layout extension gets every field the role may read (it has no columns of its own).
    fields: extensionLayout ? ['*'] : queryFields(pk, columns, extra),
    filter,
    search: state.search,
    sort,
    limit: state.limit,
    page: state.page,
    isEnabled: !readsOwnItems(layout),
  });
  const selection = useViewSelection({
    search: state.search,
    filter: state.filter,
    sort,
    page: state.page,
    limit: state.limit,
    layout,
    archiveMode,
  });
  const token = useAccessToken(layout === 'cards');
  useLayoutAutosave(name, userId, state, userPreset, bookmark === null);

  const update = (patch: Partial<LayoutState>) => setState((current) => ({ ...current, ...patch }));
  const rows = items.data?.data ?? [];
  const sortField = meta?.sort_field;
  const canMove = actions.sort && sort.length === 1 && sort[0] === sortField;
  // Stable, so the calendar keeps its events between renders.
  const itemHref = useCallback((row: Item) => `/content/${name}/${encodeURIComponent(String(row[pk]))}`, [name, pk]);
  const layoutProps = {
    rows,
    primaryKeyField: pk,
    rowLabel: (row: Item) => itemLabel(row, template, pk),
    itemHref,
    selection: selection.keys,
    onSelectionChange: actions.select ? selection.set : undefined,
    isFetching: items.isPlaceholderData,
  };

  async function move(item: PrimaryKey, to: PrimaryKey) {
    await client.sortItem(name, item, to);
    await queryClient.invalidateQueries({ queryKey: itemsKey(name) });
  }

  function changeFilter(next: FilterGroup) {
    setTree(next);
    update({ filter: treeToFilter(next), page: 1 });
  }

  const isFiltered = Boolean(state.filter) || state.search !== '' || archiveMode !== 'unarchived';
  function clearSearchAndFilter() {
    setSearchText('');
    setTree(emptyGroup());
    setArchiveMode('unarchived');
    update({ search: '', filter: null, page: 1 });
  }
  return (
    <div className="collection-view">
      <CollectionToolbar
        title={label}
        newItemHref={actions.create ? `/content/${name}/+` : null}
        search={searchText}
        onSearch={setSearchText}
        ruleCount={countRules(tree)}
        isFilterOpen={isFilterOpen}
        onToggleFilter={() => setIsFilterOpen((open) => !open)}
        layout={layout}
        canUseCards={image !== null}
        extensionLayouts={[...extensionLayouts.values()].map(({ id, name }) => ({ id, name }))}
        onLayout={(next) => update({ layout: next, extension: {} })}
        archiveMode={hasArchive(meta) ? archiveMode : null}
        onArchiveMode={(mode) => {
          setArchiveMode(mode);
          update({ page: 1 });
        }}
        bookmarkName={bookmark?.bookmark ?? null}
        onSaveBookmark={() => setDialog('save')}
        onDeleteBookmark={() => setDialog('delete')}
        importExport={
          <ImportExportButton
            collection={name}
            label={label}
            view={{ fields: [...new Set([pk, ...columnKeys])], filter, search: state.search, sort }}
          />
        }
        extraActions={
          <>
            {meta?.trash ? (
              <Link to={`/content/${encodeURIComponent(name)}?view=trash`} className="button button--ghost">
                {t('collection.trash')}
              </Link>
            ) : null}
            {slots.collection?.({ collection: name, selection: selection.keys })}
          </>
        }
      />
      {isFilterOpen ? (
        <div id="collection-filter">
          <FilterBuilder collection={name} relations={relations} value={tree} onChange={changeFilter} />
        </div>
      ) : null}
      <div className="collection-view__body">
        {readsOwnItems(layout) ? (
          <OwnItemsLayout
            layout={layout}
            collection={name}
            fields={fields}
            primaryKeyField={pk}
            displayTemplate={template}
            filter={filter}
            search={state.search}
            sortField={sortField ?? null}
            itemHref={layoutProps.itemHref}
            state={state}
            onChange={update}
            canUpdateField={(field) => permissions.can(name, 'update') && permissions.isFieldAllowed(name, 'update', field)}
            canSort={actions.sort}
            userFilter={state.filter}
            onArea={(field, area) => changeFilter(withAreaRule(tree, field.field, field.type, area))}
          />
        ) : items.error ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : items.isPending ? (
          <Skeleton label={t('collection.loadingItems')} shape="rows" count={Math.min(state.limit, 10)} />
        ) : rows.length === 0 ? (
          <EmptyItems
            search={state.search}
            isFiltered={isFiltered}
            hasFilter={Boolean(state.filter) || archiveMode !== 'unarchived'}
            onClear={clearSearchAndFilter}
            newItemHref={actions.create ? `/content/${name}/+` : null}
          />
        ) : extensionLayout ? (
          <ExtensionLayoutView
            layout={extensionLayout}
            collection={name}
            items={rows}
            primaryKeyField={pk}
            itemHref={itemHref}
            options={state.extension}
            onOptionsChange={(options) => update({ extension: { ...options } })}
          />
        ) : layout === 'cards' ? (
          <CardsLayout
            {...layoutProps}
            columns={cardColumns(columns, image, template)}
            imageUrl={(row) => (image ? assetUrl(client.url, row[image], token) : null)}
          />
        ) : (
          <TableLayout
            {...layoutProps}
            columns={columns}
            columnOptions={columnOptionsOf(fields, fieldName)}
            onColumnsChange={(keys) => update({ fields: keys })}
            sort={sort}
            onSort={(next) => update({ sort: next, page: 1 })}
            widths={state.widths}
            onResize={(key, width) => update({ widths: { ...state.widths, [key]: width } })}
            onMove={canMove ? (item, to) => void move(item, to) : undefined}
          />
        )}
      </div>
      {/* The selection bar has a row of its own under the items: nothing in the toolbar covers it, and the rows do not move when it appears. */}
      {selection.keys.length > 0 ? (
        <BulkActions
          collection={name}
          meta={meta}
          actions={actions}
          fields={fields}
          relations={relations}
          selection={selection.keys}
          hiddenCount={countHidden(
            selection.keys,
            rows.map((row) => row[pk] as PrimaryKey),
          )}
          onClear={selection.clear}
        />
      ) : null}
      {readsOwnItems(layout) ? null : (
        <Pagination
          page={state.page}
          pageSize={state.limit}
          total={count.data ?? null}
          onPage={(page) => update({ page })}
          onPageSize={(limit) => update({ limit, page: 1 })}
        />
      )}
      <BookmarkDialogs
        dialog={dialog}
        collection={name}
        userId={userId}
        state={state}
        bookmark={bookmark}
        onClose={() => setDialog(null)}
        onSaved={(preset) => void navigate(`/content/${name}?bookmark=${preset.id}`)}
        onDeleted={() => void navigate(`/content/${name}`)}
      />
    </div>
  );
}
