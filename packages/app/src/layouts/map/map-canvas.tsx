import { useEffect, useRef, useState } from 'react';
import type { BBox, FeatureCollection, Geometry, Polygon } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent, StyleSpecification } from 'maplibre-gl';
import { boxPolygon } from './area-filter.js';
import { createBasemapMap } from './create-basemap-map.js';
import { ITEM_LAYERS, addItemLayers, CLUSTER_LAYER } from './map-style-layers.js';
import type { FeatureProperties } from './rows-to-geojson.js';

export interface MapCanvasProps {
  style: StyleSpecification | string;
  transformRequest: (url: string) => { url: string };
  features: FeatureCollection<Geometry, FeatureProperties>;
  /** Bounds to fit when `fitKey` changes (new data, another field). */
  bbox: BBox | null;
  fitKey: string;
  cluster: boolean;
  /** The drawn area, shown shaded. */
  area: Polygon | null;
  isDrawing: boolean;
  onDrawn: (area: Polygon) => void;
  /** The visible `[west, south, east, north]` after every move. */
  onView: (bounds: BBox) => void;
  onFeatureClick: (key: string, point: { x: number; y: number }) => void;
  /** The map moved: an open popup follows its feature or closes. */
  onMove: () => void;
  /** The map could not start (no WebGL): the layout says so, the list still works. */
  onUnavailable: (reason: string) => void;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

const toBBox = (map: MapLibreMap): BBox => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/** The MapLibre map: the basemap, the items' features (clustered points, lines, polygons) and the box drawn to filter. */
export default function MapCanvas(props: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  // Callbacks and data are read through `latest` by the map's own listeners, set up once per map.
  useEffect(() => {
    latest.current = props;
  });
  const [isReady, setIsReady] = useState(false);
  const [box, setBox] = useState<{ x: number; y: number; width: number; height: number } | null>(null);

  // One map per basemap style and clustering choice (a GeoJSON source cannot change its clustering).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = createBasemapMap(
      {
        container: element,
        style: props.style,
        center: [0, 20],
        zoom: 1,
        transformRequest: (url: string) => latest.current.transformRequest(url),
        // Ctrl-drag zooms to a box by default; drawing the area uses its own mode.
        boxZoom: false,
      },
      (reason) => latest.current.onUnavailable(reason),
    );
    if (!map) return;
    mapRef.current = map;
    map.on('load', () => {
      map.addSource('items', {
        type: 'geojson',
        data: latest.current.features,
        cluster: latest.current.cluster,
        clusterRadius: 40,
      });
      map.addSource('area', { type: 'geojson', data: latest.current.area ?? EMPTY });
      addItemLayers(map);
      setIsReady(true);
      latest.current.onView(toBBox(map));
    });
    map.on('moveend', () => latest.current.onView(toBBox(map)));
    map.on('move', () => latest.current.onMove());
    map.on('click', CLUSTER_LAYER, (event: MapLayerMouseEvent) => {
      const cluster = event.features?.[0];
      const id = cluster?.properties?.cluster_id as number | undefined;
      if (id === undefined || cluster?.geometry.type !== 'Point') return;
      const center = cluster.geometry.coordinates as [number, number];
      void (map.getSource('items') as GeoJSONSource).getClusterExpansionZoom(id).then((zoom) => map.easeTo({ center, zoom }));
    });
    for (const layer of ITEM_LAYERS) {
      map.on('click', layer, (event: MapLayerMouseEvent) => {
        const key = event.features?.[0]?.properties?.key as string | undefined;
        if (key !== undefined) latest.current.onFeatureClick(key, { x: event.point.x, y: event.point.y });
      });
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    return () => {
      mapRef.current = null;
      setIsReady(false);
      map.remove();
    };
    // The style and clustering rebuild the map; everything else is read from `latest`.
  }, [props.style, props.cluster]);

  useEffect(() => {
    if (isReady) (mapRef.current?.getSource('items') as GeoJSONSource | undefined)?.setData(props.features);
  }, [isReady, props.features]);

  useEffect(() => {
    if (isReady) (mapRef.current?.getSource('area') as GeoJSONSource | undefined)?.setData(props.area ?? EMPTY);
  }, [isReady, props.area]);

  useEffect(() => {
    const bbox = latest.current.bbox;
    if (!isReady || !bbox) return;
    const [west, south, east, north] = bbox as [number, number, number, number];
    mapRef.current?.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 60, maxZoom: 14, duration: 0 },
    );
  }, [isReady, props.fitKey]);

  // Drawing: while on, a drag on the map draws a box instead of panning.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isReady) return;
    if (props.isDrawing) map.dragPan.disable();
    else map.dragPan.enable();
    return () => map.dragPan.enable();
  }, [isReady, props.isDrawing]);

  function startBox(event: React.PointerEvent<HTMLDivElement>) {
    const map = mapRef.current;
    if (!map || !props.isDrawing || event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const start = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
    setBox({ ...start, width: 0, height: 0 });
    const target = event.currentTarget;
    const onMove = (move: PointerEvent) => {
      const x = move.clientX - rect.left;
      const y = move.clientY - rect.top;
      setBox({ x: Math.min(start.x, x), y: Math.min(start.y, y), width: Math.abs(x - start.x), height: Math.abs(y - start.y) });
    };
    const onUp = (up: PointerEvent) => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
      setBox(null);
      const end = { x: up.clientX - rect.left, y: up.clientY - rect.top };
      // A click is not an area.
      if (Math.abs(end.x - start.x) < 4 || Math.abs(end.y - start.y) < 4) return;
      const a = map.unproject([start.x, start.y]);
      const b = map.unproject([end.x, end.y]);
      latest.current.onDrawn(boxPolygon([a.lng, a.lat], [b.lng, b.lat]));
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  }

  return (
    <div className={`map-canvas${props.isDrawing ? ' map-canvas--drawing' : ''}`} onPointerDownCapture={startBox}>
      <div ref={container} className="map-canvas__map" />
      {box ? (
        <div className="map-canvas__box" style={{ left: box.x, top: box.y, width: box.width, height: box.height }} aria-hidden="true" />
      ) : null}
    </div>
  );
}
