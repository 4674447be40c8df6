import { lazy, useId, useMemo, useRef, useState } from 'react';
import type { Geometry } from 'geojson';
import { Button } from '../../components/button.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { MessageKey } from '../../lib/i18n/i18n.js';
import { useBasemap } from '../../layouts/map/use-basemap.js';
import type { InterfaceProps } from '../types.js';
import { defaultViewOf } from './default-view.js';
import { STATIC_MODE } from './map-tool.js';
import type { MapTool } from './map-tool.js';
import { GeoJsonTextEditor } from './geojson-text-editor.js';
import { MapFrame } from './map-frame.js';
import { drawShapesFor, geometryTypeOf, readFieldValue, toFieldValue } from './geometry-value.js';
import type { DrawShape } from './geometry-value.js';
import { geometryTypeLabel } from './geometry-type-label.js';
import type { MapDrawHandle } from './map-draw-canvas.js';
import './map-interface.css';

// MapLibre and terra-draw load with the map, after the tools and the GeoJSON text are on screen.
const MapDrawCanvas = lazy(() => import('./map-draw-canvas.js'));

const DRAW_LABEL: Record<DrawShape, MessageKey> = {
  point: 'mapInterface.drawPoint',
  linestring: 'mapInterface.drawLine',
  polygon: 'mapInterface.drawPolygon',
};

const HINT: Record<Exclude<MapTool, typeof STATIC_MODE>, MessageKey> = {
  point: 'mapInterface.hintPoint',
  linestring: 'mapInterface.hintLine',
  polygon: 'mapInterface.hintPolygon',
  select: 'mapInterface.hintSelect',
};

/**
 * The map interface (`map`) for geometry fields: the value's shapes on a map over the project's
 * basemap; points, lines and polygons of the field's kind drawn with the mouse, then moved or
 * deleted; the same value as GeoJSON text for the keyboard. Read-only shows the shapes only.
 */
export function MapInterface({ id, label, field, value, onChange, options, isDisabled, describedBy }: InterfaceProps) {
  const { t } = useTranslation();
  const geometryType = geometryTypeOf(field.type, options);
  const shapes = drawShapesFor(geometryType);
  const read = useMemo(() => readFieldValue(value, geometryType), [value, geometryType]);
  const defaultView = useMemo(() => defaultViewOf(options), [options]);
  const [chosenTool, setTool] = useState<MapTool>(() => (value === null || value === undefined ? shapes[0]! : 'select'));
  const tool: MapTool = isDisabled ? STATIC_MODE : chosenTool;
  const [basemapName, setBasemapName] = useState<string | null>(null);
  const { basemaps, basemap, style, transformRequest } = useBasemap(basemapName);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [isSelected, setIsSelected] = useState(false);
  const [isMapEditable, setIsMapEditable] = useState(true);
  const drawTools = isMapEditable ? [...shapes, 'select' as const] : [];
  const canvas = useRef<MapDrawHandle>(null);
  const basemapId = useId();

  const change = (geometry: Geometry | null) => onChange(toFieldValue(geometry, field.type));
  const problem =
    read.problem === 'unreadable'
      ? t('mapInterface.unreadable')
      : read.problem === 'wrongType'
        ? t('mapInterface.storedWrongType', { got: read.geometry?.type ?? '', expected: geometryTypeLabel(t, geometryType) })
        : null;

  return (
    <div className="map-interface">
      <div className="map-interface__bar">
        {isDisabled ? null : (
          <div className="map-interface__tools" role="group" aria-label={t('mapInterface.tools', { field: label })}>
            {drawTools.map((entry) => (
              <Button
                key={entry}
                size="small"
                variant={tool === entry ? 'primary' : 'secondary'}
                aria-pressed={tool === entry}
                onClick={() => setTool(entry)}
              >
                {t(entry === 'select' ? 'mapInterface.select' : DRAW_LABEL[entry])}
              </Button>
            ))}
            <Button size="small" disabled={!isSelected || !isMapEditable} onClick={() => canvas.current?.deleteSelected()}>
              {t('mapInterface.deleteSelected')}
            </Button>
            <Button size="small" variant="ghost" disabled={value === null || value === undefined} onClick={() => onChange(null)}>
              {t('mapInterface.clear')}
            </Button>
          </div>
        )}
        {basemaps.length > 1 ? (
          <span className="map-interface__basemap">
            <label htmlFor={basemapId}>{t('mapInterface.basemap')}</label>
            <select id={basemapId} className="select" value={basemap.name} onChange={(event) => setBasemapName(event.target.value)}>
              {basemaps.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </div>
      <p className="map-interface__note">
        {t('mapInterface.takes', { type: geometryTypeLabel(t, geometryType) })}
        {tool === STATIC_MODE ? null : ` · ${t(isMapEditable ? HINT[tool] : 'mapInterface.notEditable')}`}
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <MapFrame
        label={t('mapInterface.region', { field: label })}
        unavailableText={unavailable ? t('mapInterface.unavailable', { reason: unavailable }) : null}
      >
        <MapDrawCanvas
          ref={canvas}
          style={style}
          transformRequest={transformRequest}
          geometry={read.problem === 'unreadable' ? null : read.geometry}
          geometryType={geometryType}
          tool={tool}
          defaultView={defaultView}
          onGeometry={change}
          onSelection={setIsSelected}
          onEditable={setIsMapEditable}
          onUnavailable={setUnavailable}
        />
      </MapFrame>
      <GeoJsonTextEditor
        id={id}
        label={label}
        geometry={read.geometry}
        geometryType={geometryType}
        isDisabled={isDisabled}
        isOpen={unavailable !== null || read.problem === 'unreadable'}
        describedBy={describedBy}
        onGeometry={change}
      />
    </div>
  );
}
