import { lazy, useState } from 'react';
import { Button } from '../../components/button.js';
import { formatNumber } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { OptionEditorProps } from '../../lib/options/option-declaration.js';
import { useBasemap } from '../../layouts/map/use-basemap.js';
import { defaultViewOf } from './default-view.js';
import { MapFrame } from './map-frame.js';
import './map-interface.css';

// MapLibre loads with the map, after the stored view and the Reset button are on screen.
const DefaultViewCanvas = lazy(() => import('./default-view-canvas.js'));

const degrees = (value: number) => formatNumber(value, { maximumFractionDigits: 4 });

/**
 * The `defaultView` option in the field editor: a map over the project's basemap that the
 * administrator pans and zooms; where it rests is stored, and Reset removes the option again (an
 * empty field's map then shows the whole world).
 */
export function DefaultViewOption({ id, describedBy, value, onChange }: OptionEditorProps) {
  const { t } = useTranslation();
  const { style, transformRequest } = useBasemap(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const isSet = value !== null && value !== undefined;
  const view = defaultViewOf({ defaultView: value });
  return (
    <div className="map-interface">
      <div className="map-interface__bar">
        <output id={id} className="map-interface__note" aria-describedby={describedBy}>
          {isSet
            ? t('interfaceText.defaultViewAt', {
                lng: degrees(view.center[0]),
                lat: degrees(view.center[1]),
                zoom: formatNumber(view.zoom, { maximumFractionDigits: 2 }),
              })
            : t('interfaceText.defaultViewUnset')}
        </output>
        <Button size="small" disabled={!isSet} onClick={() => onChange(null)}>
          {t('interfaceText.resetView')}
        </Button>
      </div>
      <MapFrame
        label={t('interfaceText.defaultViewMap')}
        unavailableText={unavailable ? t('interfaceText.mapUnavailable', { reason: unavailable }) : null}
      >
        <DefaultViewCanvas
          style={style}
          transformRequest={transformRequest}
          value={value}
          onChange={onChange}
          onUnavailable={setUnavailable}
        />
      </MapFrame>
    </div>
  );
}
