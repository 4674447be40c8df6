import { GEOMETRY_FIELD_TYPES } from '../../../../../interfaces/map/geometry-value.js';
import type { MessageKey } from '../../../../../lib/i18n/i18n.js';

/** How a field is made: one column, an alias without data, or a relation of some kind. */
export type FieldKind = 'standard' | 'presentation' | 'group' | 'm2o' | 'o2m' | 'm2m' | 'm2a' | 'translations' | 'file' | 'files';

export const RELATIONAL_KINDS: readonly FieldKind[] = ['m2o', 'o2m', 'm2m', 'm2a', 'translations', 'file', 'files'];

/** One entry of the type chooser: what the field becomes when it is picked. */
export interface FieldTypeChoice {
  id: string;
  /** The catalogue key of its name (`dataModel.types.…`). */
  label: MessageKey;
  /** The catalogue key of the chooser group it sits in (`dataModel.typeGroups.…`). */
  group: MessageKey;
  kind: FieldKind;
  /** The column type (`alias` for fields without one; relational keys take the related primary key's type). */
  type: string;
  interface: string;
  special: readonly string[];
  /** Column types the user may still switch between after picking (the first is the default). */
  types?: readonly string[];
}

const NUMBER_TYPES = ['integer', 'bigInteger', 'float', 'decimal'] as const;
const ALIAS = ['alias', 'no-data'] as const;

function standard(
  id: string,
  label: MessageKey,
  group: FieldTypeChoice['group'],
  type: string,
  options: { interface?: string; special?: readonly string[]; types?: readonly string[] } = {},
): FieldTypeChoice {
  return {
    id,
    label,
    group,
    kind: 'standard',
    type,
    interface: options.interface ?? id,
    special: options.special ?? [],
    types: options.types,
  };
}

/**
 * Every choice, in the order the chooser shows them (the reference's field types: standard
 * interfaces, presentation, groups and relational set-ups). The special flags are the ones the
 * reference app sets: `cast-*` for json/csv/boolean, the type itself for uuid/hash/geometry.
 */
export const FIELD_TYPE_CHOICES: readonly FieldTypeChoice[] = [
  standard('input', 'dataModel.types.input', 'dataModel.typeGroups.text', 'string', { types: ['string', 'text', ...NUMBER_TYPES, 'uuid'] }),
  standard('input-multiline', 'dataModel.types.textarea', 'dataModel.typeGroups.text', 'text', { types: ['text', 'string'] }),
  standard('input-rich-text-html', 'dataModel.types.wysiwyg', 'dataModel.typeGroups.text', 'text', { types: ['text', 'string'] }),
  standard('input-rich-text-md', 'dataModel.types.markdown', 'dataModel.typeGroups.text', 'text', { types: ['text', 'string'] }),
  standard('input-code', 'dataModel.types.code', 'dataModel.typeGroups.text', 'text', { types: ['text', 'string', 'json'] }),
  standard('integer', 'dataModel.types.integer', 'dataModel.typeGroups.text', 'integer', { interface: 'input' }),
  standard('bigInteger', 'dataModel.types.bigInteger', 'dataModel.typeGroups.text', 'bigInteger', { interface: 'input' }),
  standard('float', 'dataModel.types.float', 'dataModel.typeGroups.text', 'float', { interface: 'input' }),
  standard('decimal', 'dataModel.types.decimal', 'dataModel.typeGroups.text', 'decimal', { interface: 'input' }),
  standard('uuid', 'dataModel.types.uuid', 'dataModel.typeGroups.text', 'uuid', { interface: 'input', special: ['uuid'] }),
  standard('input-hash', 'dataModel.types.hash', 'dataModel.typeGroups.text', 'hash', { special: ['hash'] }),
  standard('boolean', 'dataModel.types.toggle', 'dataModel.typeGroups.selection', 'boolean', { special: ['cast-boolean'] }),
  standard('select-dropdown', 'dataModel.types.dropdown', 'dataModel.typeGroups.selection', 'string', {
    types: ['string', 'integer', 'float', 'bigInteger'],
  }),
  standard('select-radio', 'dataModel.types.radioButtons', 'dataModel.typeGroups.selection', 'string', {
    types: ['string', 'integer', 'float', 'bigInteger'],
  }),
  standard('select-multiple-dropdown', 'dataModel.types.dropdownMultiple', 'dataModel.typeGroups.selection', 'json', {
    special: ['cast-json'],
  }),
  standard('select-multiple-checkbox', 'dataModel.types.checkboxes', 'dataModel.typeGroups.selection', 'json', { special: ['cast-json'] }),
  standard('select-color', 'dataModel.types.color', 'dataModel.typeGroups.selection', 'string'),
  standard('tags', 'dataModel.types.tags', 'dataModel.typeGroups.selection', 'json', { special: ['cast-json'] }),
  standard('csv', 'dataModel.types.csv', 'dataModel.typeGroups.selection', 'csv', { interface: 'tags', special: ['cast-csv'] }),
  standard('datetime', 'dataModel.types.dateTime', 'dataModel.typeGroups.dateTime', 'dateTime'),
  standard('date', 'dataModel.types.date', 'dataModel.typeGroups.dateTime', 'date', { interface: 'datetime' }),
  standard('time', 'dataModel.types.time', 'dataModel.typeGroups.dateTime', 'time', { interface: 'datetime' }),
  standard('timestamp', 'dataModel.types.timestamp', 'dataModel.typeGroups.dateTime', 'timestamp', { interface: 'datetime' }),
  standard('json', 'dataModel.types.json', 'dataModel.typeGroups.other', 'json', { interface: 'input-code', special: ['cast-json'] }),
  standard('map', 'dataModel.types.map', 'dataModel.typeGroups.other', 'geometry', { special: ['geometry'], types: GEOMETRY_FIELD_TYPES }),
  {
    id: 'presentation-divider',
    label: 'dataModel.types.divider',
    group: 'dataModel.typeGroups.presentation',
    kind: 'presentation',
    type: 'alias',
    interface: 'presentation-divider',
    special: ALIAS,
  },
  {
    id: 'presentation-notice',
    label: 'dataModel.types.notice',
    group: 'dataModel.typeGroups.presentation',
    kind: 'presentation',
    type: 'alias',
    interface: 'presentation-notice',
    special: ALIAS,
  },
  {
    id: 'group-detail',
    label: 'dataModel.types.detailGroup',
    group: 'dataModel.typeGroups.groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-detail',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'group-raw',
    label: 'dataModel.types.rawGroup',
    group: 'dataModel.typeGroups.groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-raw',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'group-accordion',
    label: 'dataModel.types.accordion',
    group: 'dataModel.typeGroups.groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-accordion',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'm2o',
    label: 'dataModel.types.manyToOne',
    group: 'dataModel.typeGroups.relational',
    kind: 'm2o',
    type: 'integer',
    interface: 'select-dropdown-m2o',
    special: ['m2o'],
  },
  {
    id: 'o2m',
    label: 'dataModel.types.oneToMany',
    group: 'dataModel.typeGroups.relational',
    kind: 'o2m',
    type: 'alias',
    interface: 'list-o2m',
    special: ['o2m'],
  },
  {
    id: 'm2m',
    label: 'dataModel.types.manyToMany',
    group: 'dataModel.typeGroups.relational',
    kind: 'm2m',
    type: 'alias',
    interface: 'list-m2m',
    special: ['m2m'],
  },
  {
    id: 'm2a',
    label: 'dataModel.types.manyToAny',
    group: 'dataModel.typeGroups.relational',
    kind: 'm2a',
    type: 'alias',
    interface: 'list-m2a',
    special: ['m2a'],
  },
  {
    id: 'translations',
    label: 'dataModel.types.translations',
    group: 'dataModel.typeGroups.relational',
    kind: 'translations',
    type: 'alias',
    interface: 'translations',
    special: ['translations'],
  },
  {
    id: 'file',
    label: 'dataModel.types.file',
    group: 'dataModel.typeGroups.relational',
    kind: 'file',
    type: 'uuid',
    interface: 'file',
    special: ['file'],
  },
  {
    id: 'file-image',
    label: 'dataModel.types.image',
    group: 'dataModel.typeGroups.relational',
    kind: 'file',
    type: 'uuid',
    interface: 'file-image',
    special: ['file'],
  },
  {
    id: 'files',
    label: 'dataModel.types.files',
    group: 'dataModel.typeGroups.relational',
    kind: 'files',
    type: 'alias',
    interface: 'files',
    special: ['files'],
  },
];

/**
 * The special flags for a column type picked after the choice: the choices that flag the type
 * itself (uuid, hash, geometry) flag the picked one (`geometry.Point`), as the reference app does.
 */
export function specialForType(choice: FieldTypeChoice, type: string): string[] {
  const flagsItsType = choice.special.length === 1 && choice.special[0] === choice.type;
  return flagsItsType ? [type] : [...choice.special];
}

const BY_ID = new Map(FIELD_TYPE_CHOICES.map((choice) => [choice.id, choice]));

export function fieldTypeChoice(id: string): FieldTypeChoice {
  const choice = BY_ID.get(id);
  if (!choice) throw new Error(`Unknown field type choice "${id}".`);
  return choice;
}

/** The choices grouped for the chooser, groups in first-seen order. */
export function groupedChoices(): [FieldTypeChoice['group'], FieldTypeChoice[]][] {
  const groups = new Map<FieldTypeChoice['group'], FieldTypeChoice[]>();
  for (const choice of FIELD_TYPE_CHOICES) groups.set(choice.group, [...(groups.get(choice.group) ?? []), choice]);
  return [...groups];
}
