import type { InterfaceDefinition } from '../types.js';
import { GEOMETRY_FIELD_TYPES, GEOMETRY_TYPES } from './geometry-value.js';
import { MapInterface } from './map-interface.js';
import { DefaultViewOption } from './default-view-option.js';

export const mapInterface: InterfaceDefinition = {
  id: 'map',
  name: 'Map',
  // Geometry columns and, as the reference allows, GeoJSON in json and WKT in text columns.
  types: [...GEOMETRY_FIELD_TYPES, 'json', 'text', 'string'],
  component: MapInterface,
  options: [
    {
      key: 'geometryType',
      label: 'Geometry type',
      kind: 'select',
      choices: GEOMETRY_TYPES.map((type) => ({ value: type, text: type })),
      hint: 'For geometry (any), JSON and text fields; a field whose type names a kind (geometry.Point …) takes that kind. Default: any geometry.',
    },
    {
      key: 'defaultView',
      label: 'Default view',
      kind: 'custom',
      editor: DefaultViewOption,
      hint: 'Pan and zoom the map to where an empty field’s map opens; Reset shows the whole world again.',
    },
  ],
};
