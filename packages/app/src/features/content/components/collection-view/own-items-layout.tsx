import type { Polygon } from 'geojson';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../../components/skeleton.js';
import type { Filter } from '../../../../lib/filter/filter-tree.js';
import type { Field, Item } from '../../../../lib/schema/types.js';
import { itemsKey } from '../../api/query-keys.js';
import type { LayoutState } from './layout-state.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

// These layouts (and their libraries, dnd-kit, FullCalendar and MapLibre) load only when chosen.
const KanbanLayout = lazy(() => import('../../../../layouts/kanban/kanban-layout.js'));
const CalendarLayout = lazy(() => import('../../../../layouts/calendar/calendar-layout.js'));
const MapLayout = lazy(() => import('../../../../layouts/map/map-layout.js'));

/** The layouts that read their own items (each column, the visible range, the features) instead of a page. */
export type OwnItemsLayoutName = 'kanban' | 'calendar' | 'map';

export const readsOwnItems = (layout: string): layout is OwnItemsLayoutName =>
  layout === 'kanban' || layout === 'calendar' || layout === 'map';

export interface OwnItemsLayoutProps {
  layout: OwnItemsLayoutName;
  collection: string;
  fields: Field[];
  primaryKeyField: string;
  displayTemplate: string | null;
  /** The page's filter (archive included) and search. */
  filter: Filter | undefined;
  search: string;
  sortField: string | null;
  itemHref: (row: Item) => string;
  state: LayoutState;
  onChange: (patch: Partial<LayoutState>) => void;
  canUpdateField: (field: string) => boolean;
  canSort: boolean;
  /** The user's own filter (the map shows its drawn area from it). */
  userFilter: Filter | null;
  /** The map's drawn area (a GeoJSON polygon), or null to clear it. */
  onArea: (field: Field, area: Polygon | null) => void;
}

/** The kanban, calendar or map layout, loaded lazily, with the page's filter and the user's options. */
export function OwnItemsLayout(props: OwnItemsLayoutProps) {
  const { t } = useTranslation();
  const common = {
    itemsKey: itemsKey(props.collection),
    collection: props.collection,
    fields: props.fields,
    primaryKeyField: props.primaryKeyField,
    filter: props.filter,
    search: props.search,
    itemHref: props.itemHref,
    canUpdateField: props.canUpdateField,
  };
  return (
    <Suspense fallback={<Skeleton label={t('content.loadingItems')} shape="rows" count={5} />}>
      {props.layout === 'kanban' ? (
        <KanbanLayout
          {...common}
          sortField={props.sortField}
          options={props.state.kanban}
          onOptionsChange={(kanban) => props.onChange({ kanban })}
          canSort={props.canSort}
        />
      ) : props.layout === 'map' ? (
        <MapLayout
          itemsKey={common.itemsKey}
          collection={props.collection}
          fields={props.fields}
          primaryKeyField={props.primaryKeyField}
          filter={props.filter}
          userFilter={props.userFilter}
          search={props.search}
          template={props.displayTemplate}
          itemHref={props.itemHref}
          options={props.state.map}
          onOptionsChange={(map) => props.onChange({ map })}
          onArea={props.onArea}
        />
      ) : (
        <CalendarLayout
          {...common}
          displayTemplate={props.displayTemplate}
          options={props.state.calendar}
          onOptionsChange={(calendar) => props.onChange({ calendar })}
        />
      )}
    </Suspense>
  );
}
