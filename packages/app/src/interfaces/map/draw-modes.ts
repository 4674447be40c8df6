import { TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode, TerraDrawRenderMode, TerraDrawSelectMode } from 'terra-draw';
import { STATIC_MODE } from './map-tool.js';

const COLOR = '#6644ff';
const SELECTED = '#ff6600';
const WHITE = '#ffffff';

const EDITABLE = { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } };

/** terra-draw's modes for the map interface: the three shapes, selecting (drag to move, Delete to remove) and read-only. */
export function createDrawModes() {
  return [
    new TerraDrawPointMode({ styles: { pointColor: COLOR, pointWidth: 7, pointOutlineColor: WHITE, pointOutlineWidth: 2 } }),
    new TerraDrawLineStringMode({ styles: { lineStringColor: COLOR, lineStringWidth: 3 } }),
    new TerraDrawPolygonMode({
      styles: { fillColor: COLOR, fillOpacity: 0.25, outlineColor: COLOR, outlineWidth: 2 },
    }),
    new TerraDrawSelectMode({
      flags: { point: { feature: { draggable: true } }, linestring: { feature: EDITABLE }, polygon: { feature: EDITABLE } },
      styles: {
        selectedPointColor: SELECTED,
        selectedPointWidth: 8,
        selectedPointOutlineColor: WHITE,
        selectedPointOutlineWidth: 2,
        selectedLineStringColor: SELECTED,
        selectedPolygonColor: SELECTED,
        selectedPolygonOutlineColor: SELECTED,
        selectionPointColor: SELECTED,
        selectionPointOutlineColor: WHITE,
      },
    }),
    new TerraDrawRenderMode({
      modeName: STATIC_MODE,
      styles: {
        pointColor: COLOR,
        pointWidth: 7,
        pointOutlineColor: WHITE,
        pointOutlineWidth: 2,
        lineStringColor: COLOR,
        lineStringWidth: 3,
        polygonFillColor: COLOR,
        polygonFillOpacity: 0.25,
        polygonOutlineColor: COLOR,
        polygonOutlineWidth: 2,
      },
    }),
  ];
}
