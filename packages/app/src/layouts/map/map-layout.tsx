import { lazy, Suspense, useMemo, useState } from 'react';
import type { BBox, Polygon } from 'geojson';
import { Link } from 'react-router';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorState } from '../../components/error-state.js';
import { Skeleton } from '../../components/skeleton.js';
import { itemLabel, templateFields } from '../../lib/display-template/render-display-template.js';
import type { Filter } from '../../lib/filter/filter-tree.js';
import { formatNumber } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Field, Item } from '../../lib/schema/types.js';
import { areaInFilter, bboxFilter } from './area-filter.js';
import { MapFeatureList } from './map-feature-list.js';
import type { MapOptions } from './map-layout-options.js';
import { MapOptionsBar } from './map-options.js';
import { isFeatureInBounds, rowsToFeatures } from './rows-to-geojson.js';
import { useBasemap } from './use-basemap.js';
import { MAP_LIMIT, useMapItems } from './use-map-items.js';
import './map.css';

// MapLibre (and its CSS) loads with the canvas, after the options and the list are on screen.
const MapCanvas = lazy(() => import('./map-canvas.js'));

export interface MapLayoutProps {
  itemsKey: readonly unknown[];
  collection: string;
  fields: readonly Field[];
  primaryKeyField: string;
  /** The page's query filter (archive included), and the user's own filter the drawn area is part of. */
  filter: Filter | undefined;
  userFilter: Filter | null;
  search: string;
  /** The collection's display template. */
  template: string | null;
  itemHref: (row: Item) => string;
  options: MapOptions;
  onOptionsChange: (options: MapOptions) => void;
  /** Adds (or with null removes) the `_intersects` rule of the drawn area to the page's filter. */
  onArea: (field: Field, area: Polygon | null) => void;
}

/** Fields the map can draw: geometry types, or a map interface storing GeoJSON / WKT. */
export const geometryFieldsOf = (fields: readonly Field[]) =>
  fields.filter((field) => field.type.startsWith('geometry') || field.meta?.interface === 'map');

/** The map layout: the items' geometries over a basemap, a list of those in view, and a box drawn to filter by area. */
export default function MapLayout(props: MapLayoutProps) {
  const { options, primaryKeyField: pk } = props;
  const { t } = useTranslation();
  const candidates = geometryFieldsOf(props.fields);
  const field = candidates.find((entry) => entry.field === options.geometryField) ?? candidates[0];
  const { basemaps, basemap, style, transformRequest } = useBasemap(options.basemap);
  const template = options.displayTemplate ?? props.template;
  const [view, setView] = useState<BBox | null>(null);
  const [isDrawing, setIsDrawing] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [popup, setPopup] = useState<{ key: string; x: number; y: number } | null>(null);

  const viewFilter = options.autoLocationFilter && field && view ? bboxFilter(field.field, view as [number, number, number, number]) : null;
  const filter = props.filter && viewFilter ? { _and: [props.filter, viewFilter] } : (viewFilter ?? props.filter);
  const queryFields = [
    ...new Set([pk, field?.field, ...(template ? templateFields(template) : [])].filter((key): key is string => Boolean(key))),
  ];
  const items = useMapItems({
    itemsKey: props.itemsKey,
    collection: props.collection,
    fields: queryFields,
    filter,
    search: props.search,
    isEnabled: Boolean(field),
  });
  const rows = items.data?.data;
  const features = useMemo(
    () => (rows && field ? rowsToFeatures(rows, field.field, pk, (row) => itemLabel(row, template, pk)) : null),
    [rows, field, pk, template],
  );
  const area = field ? areaInFilter(props.userFilter, field.field) : null;
  const change = (patch: Partial<MapOptions>) => props.onOptionsChange({ ...options, ...patch });

  if (!field) {
    return (
      <EmptyState title={t('layoutOptions.noGeometryField')} icon="inbox">
        {t('layoutOptions.noGeometryFieldText')}
      </EmptyState>
    );
  }
  const hrefOf = (key: string) => props.itemHref({ [pk]: key });
  const inView = features ? features.collection.features.filter((feature) => !view || unavailable || isFeatureInBounds(feature, view)) : [];
  const popupFeature = popup ? features?.collection.features.find((feature) => feature.properties.key === popup.key) : undefined;
  const total = items.data?.meta?.filter_count ?? rows?.length ?? 0;
  // Refit when the data's extent changes, not while "only items in view" follows the camera.
  const fitKey = options.autoLocationFilter ? field.field : `${field.field}:${features?.bbox?.join(',') ?? ''}`;

  return (
    <div className="map-layout">
      <MapOptionsBar
        key={options.displayTemplate ?? ''}
        options={options}
        geometryField={field.field}
        basemap={basemap.name}
        geometryFields={candidates}
        basemaps={basemaps}
        defaultTemplate={props.template ?? `{{${pk}}}`}
        onChange={change}
      />
      <div className="map-layout__actions">
        <Button
          variant={isDrawing ? 'primary' : 'secondary'}
          aria-pressed={isDrawing}
          onClick={() => setIsDrawing((on) => !on)}
          disabled={Boolean(unavailable)}
        >
          {t('layoutOptions.drawArea')}
        </Button>
        {area ? (
          <Button variant="ghost" onClick={() => props.onArea(field, null)}>
            {t('layoutOptions.clearArea')}
          </Button>
        ) : null}
        {isDrawing ? <span className="map-layout__hint">{t('layoutOptions.drawHint')}</span> : null}
        {total > (rows?.length ?? 0) ? (
          <span className="map-layout__note">
            {t('layoutOptions.mapLimit', { limit: formatNumber(MAP_LIMIT), total: formatNumber(total) })}
          </span>
        ) : null}
        {features && features.skipped > 0 ? (
          <span className="map-layout__note">
            {features.skipped === 1
              ? t('layoutOptions.noGeometryOne')
              : t('layoutOptions.noGeometryMany', { count: formatNumber(features.skipped) })}
          </span>
        ) : null}
      </div>
      {items.error ? <ErrorState error={items.error} onRetry={() => void items.refetch()} /> : null}
      <div className="map-layout__body">
        <section className="map-layout__map" aria-label={t('layoutOptions.mapOf', { name: props.collection })} aria-busy={items.isFetching}>
          {unavailable ? (
            <p className="map-layout__unavailable" role="status">
              {t('layoutOptions.mapUnavailable', { reason: unavailable })}
            </p>
          ) : (
            <Suspense fallback={<Skeleton label={t('layoutOptions.loadingMap')} shape="rows" count={3} />}>
              <MapCanvas
                style={style}
                transformRequest={transformRequest}
                features={features?.collection ?? { type: 'FeatureCollection', features: [] }}
                bbox={features?.bbox ?? null}
                fitKey={fitKey}
                cluster={options.clusterData}
                area={area}
                isDrawing={isDrawing}
                onDrawn={(drawn) => {
                  setIsDrawing(false);
                  props.onArea(field, drawn);
                }}
                onView={setView}
                onFeatureClick={(key, point) => setPopup({ key, ...point })}
                onMove={() => setPopup(null)}
                onUnavailable={setUnavailable}
              />
            </Suspense>
          )}
          {popup && popupFeature ? (
            <div className="map-popup" role="dialog" aria-label={popupFeature.properties.label} style={{ left: popup.x, top: popup.y }}>
              <p className="map-popup__label">{popupFeature.properties.label}</p>
              <Link to={hrefOf(popup.key)}>{t('layoutOptions.openItem')}</Link>
              <button type="button" className="map-popup__close" aria-label={t('dialogs.close')} onClick={() => setPopup(null)}>
                ×
              </button>
            </div>
          ) : null}
        </section>
        {items.isPending ? (
          <Skeleton label={t('collection.loadingItems')} shape="rows" count={5} />
        ) : (
          <MapFeatureList features={inView} hrefOf={hrefOf} />
        )}
      </div>
    </div>
  );
}
