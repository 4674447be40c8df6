import { useEffect, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import type { Geometry, Position } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { TerraDraw } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { createBasemapMap } from '../../layouts/map/create-basemap-map.js';
import { positionsOf } from '../../layouts/map/geometry.js';
import { fromSimpleGeometries, isMultiple, toSimpleGeometries } from './geometry-value.js';
import type { GeometryType, SimpleGeometry } from './geometry-value.js';
import { createDrawModes } from './draw-modes.js';
import { STATIC_MODE } from './map-tool.js';
import type { MapTool } from './map-tool.js';
import type { DefaultView } from './default-view.js';

export interface MapDrawHandle {
  /** Removes the selected shape. */
  deleteSelected(): void;
}

export interface MapDrawCanvasProps {
  ref?: Ref<MapDrawHandle>;
  style: StyleSpecification | string;
  transformRequest: (url: string) => { url: string };
  /** The field's value as a geometry; drawn anew whenever it is not the one the map itself last gave. */
  geometry: Geometry | null;
  geometryType: GeometryType | null;
  /** What a click on the map does; `static` (read-only) only shows the shapes. */
  tool: MapTool;
  defaultView: DefaultView;
  /** A shape was drawn, moved or deleted: the value of every shape on the map, null for none. */
  onGeometry: (geometry: Geometry | null) => void;
  onSelection: (isSelected: boolean) => void;
  /** Whether the value's shapes can be edited on the map (terra-draw refuses polygons with holes, crossing edges). */
  onEditable: (isEditable: boolean) => void;
  /** The map could not start (no WebGL): the interface says so, the GeoJSON text still works. */
  onUnavailable: (reason: string) => void;
}

const keyOf = (geometry: Geometry | null) => JSON.stringify(geometry);

/** terra-draw takes at most 9 decimals (well under a millimetre); values from elsewhere may have more. */
const DRAW_PRECISION = 1e9;
const round = (position: Position): Position => position.map((part) => Math.round(part * DRAW_PRECISION) / DRAW_PRECISION);

function withDrawPrecision(shape: SimpleGeometry): SimpleGeometry {
  switch (shape.type) {
    case 'Point':
      return { type: 'Point', coordinates: round(shape.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: shape.coordinates.map(round) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: shape.coordinates.map((ring) => ring.map(round)) };
  }
}

/** The shapes a draw instance holds (finished ones; the one being drawn and the selection handles are left out). */
function shapesOf(draw: TerraDraw): SimpleGeometry[] {
  return draw
    .getSnapshot()
    .filter((feature) => !feature.properties.currentlyDrawing && feature.properties.mode !== undefined)
    .map((feature) => feature.geometry);
}

function fitTo(map: MapLibreMap, geometry: Geometry) {
  const positions = positionsOf(geometry);
  const lngs = positions.map((position) => position[0]!);
  const lats = positions.map((position) => position[1]!);
  map.fitBounds(
    [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    { padding: 60, maxZoom: 12, duration: 0 },
  );
}

/** The map interface's MapLibre map with terra-draw on it: shows the value's shapes and draws, moves and deletes them. */
export default function MapDrawCanvas({ ref, ...props }: MapDrawCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  /** The value the map last gave (or was last given), so its own changes are not drawn again. */
  const shownKey = useRef<string | null>(null);
  const selectedId = useRef<string | number | null>(null);
  /** Set while the map loads a value, so the store's own delete/create events are not taken as edits. */
  const isLoading = useRef(false);
  /** Whether the shapes on the map were loaded read-only (they then belong to no drawing mode). */
  const isLoadedStatic = useRef(false);
  /** Whether terra-draw refused to edit the value's shapes, so they are shown read-only. */
  const isRefused = useRef(false);

  useImperativeHandle(ref, () => ({
    deleteSelected() {
      const draw = drawRef.current;
      const id = selectedId.current;
      if (!draw || id === null || !draw.hasFeature(id)) return;
      draw.removeFeatures([id]);
    },
  }));

  /**
   * Puts `geometry`'s shapes on the map in place of what it shows. Shapes terra-draw cannot edit
   * (a polygon with holes, crossing edges) are all shown read-only instead, and `onEditable(false)`
   * says so, so the value is never cut down to the shapes the map could take.
   */
  function load(draw: TerraDraw, geometry: Geometry | null, isStatic: boolean) {
    isLoading.current = true;
    let isEditable = true;
    try {
      draw.clear();
      selectedId.current = null;
      latest.current.onSelection(false);
      const shapes = geometry ? toSimpleGeometries(geometry).map(withDrawPrecision) : [];
      const features = (mode: string | null) =>
        shapes.map((shape) => ({ type: 'Feature' as const, geometry: shape, properties: { mode: mode ?? shape.type.toLowerCase() } }));
      isEditable = isStatic || draw.addFeatures(features(isStatic ? STATIC_MODE : null)).every((result) => result.valid);
      if (!isEditable) {
        draw.clear();
        draw.addFeatures(features(STATIC_MODE));
      }
    } finally {
      isLoading.current = false;
    }
    shownKey.current = keyOf(geometry);
    isLoadedStatic.current = isStatic;
    isRefused.current = !isEditable;
    latest.current.onEditable(isEditable);
  }

  /** The chosen tool, or only showing when the shapes are read-only. */
  function applyMode(draw: TerraDraw) {
    const mode = isRefused.current ? STATIC_MODE : latest.current.tool;
    if (draw.enabled && draw.getMode() !== mode) draw.setMode(mode);
  }

  function emit(draw: TerraDraw) {
    const { geometryType, onGeometry } = latest.current;
    const next = fromSimpleGeometries(shapesOf(draw), geometryType);
    shownKey.current = keyOf(next);
    onGeometry(next);
  }

  // One map per basemap style (a new style would drop the drawing's layers); the value and tool are read from `latest`.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = latest.current.defaultView;
    const map = createBasemapMap(
      {
        container: element,
        style: props.style,
        center: view.center,
        zoom: view.zoom,
        bearing: view.bearing,
        pitch: view.pitch,
        dragRotate: false,
        transformRequest: (url: string) => latest.current.transformRequest(url),
      },
      (reason) => latest.current.onUnavailable(reason),
    );
    if (!map) return;
    mapRef.current = map;
    let draw: TerraDraw | null = null;
    map.on('load', () => {
      draw = new TerraDraw({ adapter: new TerraDrawMapLibreGLAdapter({ map }), modes: createDrawModes() });
      draw.start();
      drawRef.current = draw;
      const started = draw;
      const { geometry, tool } = latest.current;
      load(started, geometry, tool === STATIC_MODE);
      if (geometry) fitTo(map, geometry);
      applyMode(started);
      started.on('finish', (id, context) => {
        // A single Point/LineString/Polygon field holds one shape: a new one replaces the old.
        if (context.action === 'draw' && !isMultiple(latest.current.geometryType)) {
          const others = started
            .getSnapshot()
            .map((feature) => feature.id!)
            .filter((other) => other !== id);
          isLoading.current = true;
          started.removeFeatures(others);
          isLoading.current = false;
        }
        emit(started);
      });
      started.on('change', (_ids, type) => {
        if (type === 'delete' && !isLoading.current) emit(started);
      });
      started.on('select', (id) => {
        selectedId.current = id;
        latest.current.onSelection(true);
      });
      started.on('deselect', () => {
        selectedId.current = null;
        latest.current.onSelection(false);
      });
    });
    return () => {
      drawRef.current = null;
      mapRef.current = null;
      if (draw?.enabled) draw.stop();
      map.remove();
    };
  }, [props.style]);

  // A value from outside (the GeoJSON text, a revert) is drawn; the map's own edits are already there.
  const key = keyOf(props.geometry);
  const isStatic = props.tool === STATIC_MODE;
  useEffect(() => {
    const draw = drawRef.current;
    const map = mapRef.current;
    if (!draw || !map || (key === shownKey.current && isStatic === isLoadedStatic.current)) return;
    const { geometry } = latest.current;
    load(draw, geometry, isStatic);
    applyMode(draw);
    if (geometry) fitTo(map, geometry);
  }, [key, isStatic]);

  useEffect(() => {
    const draw = drawRef.current;
    if (draw) applyMode(draw);
  }, [props.tool]);

  return <div ref={container} className="map-interface__map" />;
}
