import { useEffect, useRef } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { createBasemapMap } from '../../layouts/map/create-basemap-map.js';
import { defaultViewOf, storedViewOf } from './default-view.js';
import type { StoredView } from './default-view.js';

export interface DefaultViewCanvasProps {
  style: StyleSpecification | string;
  transformRequest: (url: string) => { url: string };
  /** The stored `defaultView` option (null when unset: the map shows the whole world). */
  value: unknown;
  /** Where the map rests after the administrator moved it, as the option stores it. */
  onChange: (view: StoredView) => void;
  onUnavailable: (reason: string) => void;
}

const keyOf = (value: unknown) => JSON.stringify(value ?? null);

/** The field editor's map for the default view: opens at the stored view, reports where it is panned and zoomed to. */
export default function DefaultViewCanvas({ style, transformRequest, value, onChange, onUnavailable }: DefaultViewCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<ReturnType<typeof createBasemapMap>>(null);
  const latest = useRef({ value, onChange, onUnavailable, transformRequest });
  useEffect(() => {
    latest.current = { value, onChange, onUnavailable, transformRequest };
  });
  /** The value the map last gave (or was moved to), so its own changes do not move it again. */
  const shownKey = useRef(keyOf(value));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const view = defaultViewOf({ defaultView: latest.current.value });
    const map = createBasemapMap(
      {
        container: element,
        style,
        ...view,
        transformRequest: (url: string) => latest.current.transformRequest(url),
      },
      (reason) => latest.current.onUnavailable(reason),
    );
    if (!map) return;
    mapRef.current = map;
    shownKey.current = keyOf(latest.current.value);
    map.on('moveend', (event) => {
      // Only the administrator's moves (a drag, the wheel, a key, a zoom button) carry their input
      // event; a resize of the drawer or a jump to the value does not, and is not stored.
      if (!event.originalEvent) return;
      const { lng, lat } = map.getCenter();
      const stored = storedViewOf({ center: { lng, lat }, zoom: map.getZoom(), bearing: map.getBearing(), pitch: map.getPitch() });
      shownKey.current = keyOf(stored);
      latest.current.onChange(stored);
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [style]);

  // A value from outside (Reset, another interface's options) moves the map; its own moves are there already.
  const key = keyOf(value);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || key === shownKey.current) return;
    shownKey.current = key;
    map.jumpTo(defaultViewOf({ defaultView: latest.current.value }));
  }, [key]);

  return <div ref={container} className="map-interface__map" />;
}
