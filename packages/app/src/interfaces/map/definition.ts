import type { InterfaceDefinition } from '../types.js';
import { GEOMETRY_FIELD_TYPES, GEOMETRY_TYPES } from './geometry-value.js';
import { MapInterface } from './map-interface.js';
import { DefaultViewOption } from './default-view-option.js';
import { i18n } from '../../lib/i18n/i18n.js';
import { translatedOptions, type KeyedOptionDeclaration } from '../../lib/options/translated-options.js';

const OPTIONS: readonly KeyedOptionDeclaration[] = [
  {
    key: 'geometryType',
    label: 'interfaceOptions.geometryType',
    kind: 'select',
    choices: GEOMETRY_TYPES.map((type) => ({ value: type, text: `interfaceOptions.geometry${type}` as const })),
    hint: 'interfaceOptions.geometryTypeHint',
  },
  {
    key: 'defaultView',
    label: 'interfaceOptions.defaultView',
    kind: 'custom',
    editor: DefaultViewOption,
    hint: 'interfaceOptions.defaultViewHint',
  },
];

export const mapInterface: InterfaceDefinition = {
  id: 'map',
  get name() {
    return i18n.t('interfaceOptions.nameMap');
  },
  // Geometry columns and, as the reference allows, GeoJSON in json and WKT in text columns.
  types: [...GEOMETRY_FIELD_TYPES, 'json', 'text', 'string'],
  component: MapInterface,
  get options() {
    return translatedOptions(OPTIONS);
  },
};
