import { GEOMETRY_FIELD_TYPES } from '../../../../../interfaces/map/geometry-value.js';

/** How a field is made: one column, an alias without data, or a relation of some kind. */
export type FieldKind = 'standard' | 'presentation' | 'group' | 'm2o' | 'o2m' | 'm2m' | 'm2a' | 'translations' | 'file' | 'files';

export const RELATIONAL_KINDS: readonly FieldKind[] = ['m2o', 'o2m', 'm2m', 'm2a', 'translations', 'file', 'files'];

/** One entry of the type chooser: what the field becomes when it is picked. */
export interface FieldTypeChoice {
  id: string;
  label: string;
  group: 'Text & numbers' | 'Selection' | 'Date & time' | 'Other' | 'Presentation' | 'Groups' | 'Relational';
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
  label: string,
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
  standard('input', 'Input', 'Text & numbers', 'string', { types: ['string', 'text', ...NUMBER_TYPES, 'uuid'] }),
  standard('input-multiline', 'Textarea', 'Text & numbers', 'text', { types: ['text', 'string'] }),
  standard('input-rich-text-html', 'WYSIWYG', 'Text & numbers', 'text', { types: ['text', 'string'] }),
  standard('input-rich-text-md', 'Markdown', 'Text & numbers', 'text', { types: ['text', 'string'] }),
  standard('input-code', 'Code', 'Text & numbers', 'text', { types: ['text', 'string', 'json'] }),
  standard('integer', 'Integer', 'Text & numbers', 'integer', { interface: 'input' }),
  standard('bigInteger', 'Big integer', 'Text & numbers', 'bigInteger', { interface: 'input' }),
  standard('float', 'Float', 'Text & numbers', 'float', { interface: 'input' }),
  standard('decimal', 'Decimal', 'Text & numbers', 'decimal', { interface: 'input' }),
  standard('uuid', 'UUID', 'Text & numbers', 'uuid', { interface: 'input', special: ['uuid'] }),
  standard('input-hash', 'Hash', 'Text & numbers', 'hash', { special: ['hash'] }),
  standard('boolean', 'Toggle', 'Selection', 'boolean', { special: ['cast-boolean'] }),
  standard('select-dropdown', 'Dropdown', 'Selection', 'string', { types: ['string', 'integer', 'float', 'bigInteger'] }),
  standard('select-radio', 'Radio buttons', 'Selection', 'string', { types: ['string', 'integer', 'float', 'bigInteger'] }),
  standard('select-multiple-dropdown', 'Dropdown (multiple)', 'Selection', 'json', { special: ['cast-json'] }),
  standard('select-multiple-checkbox', 'Checkboxes', 'Selection', 'json', { special: ['cast-json'] }),
  standard('select-color', 'Color', 'Selection', 'string'),
  standard('tags', 'Tags', 'Selection', 'json', { special: ['cast-json'] }),
  standard('csv', 'CSV', 'Selection', 'csv', { interface: 'tags', special: ['cast-csv'] }),
  standard('datetime', 'Date and time', 'Date & time', 'dateTime'),
  standard('date', 'Date', 'Date & time', 'date', { interface: 'datetime' }),
  standard('time', 'Time', 'Date & time', 'time', { interface: 'datetime' }),
  standard('timestamp', 'Timestamp', 'Date & time', 'timestamp', { interface: 'datetime' }),
  standard('json', 'JSON', 'Other', 'json', { interface: 'input-code', special: ['cast-json'] }),
  standard('map', 'Map (geometry)', 'Other', 'geometry', { special: ['geometry'], types: GEOMETRY_FIELD_TYPES }),
  {
    id: 'presentation-divider',
    label: 'Divider',
    group: 'Presentation',
    kind: 'presentation',
    type: 'alias',
    interface: 'presentation-divider',
    special: ALIAS,
  },
  {
    id: 'presentation-notice',
    label: 'Notice',
    group: 'Presentation',
    kind: 'presentation',
    type: 'alias',
    interface: 'presentation-notice',
    special: ALIAS,
  },
  {
    id: 'group-detail',
    label: 'Detail group',
    group: 'Groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-detail',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'group-raw',
    label: 'Raw group',
    group: 'Groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-raw',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'group-accordion',
    label: 'Accordion',
    group: 'Groups',
    kind: 'group',
    type: 'alias',
    interface: 'group-accordion',
    special: [...ALIAS, 'group'],
  },
  {
    id: 'm2o',
    label: 'Many to one',
    group: 'Relational',
    kind: 'm2o',
    type: 'integer',
    interface: 'select-dropdown-m2o',
    special: ['m2o'],
  },
  { id: 'o2m', label: 'One to many', group: 'Relational', kind: 'o2m', type: 'alias', interface: 'list-o2m', special: ['o2m'] },
  { id: 'm2m', label: 'Many to many', group: 'Relational', kind: 'm2m', type: 'alias', interface: 'list-m2m', special: ['m2m'] },
  { id: 'm2a', label: 'Many to any', group: 'Relational', kind: 'm2a', type: 'alias', interface: 'list-m2a', special: ['m2a'] },
  {
    id: 'translations',
    label: 'Translations',
    group: 'Relational',
    kind: 'translations',
    type: 'alias',
    interface: 'translations',
    special: ['translations'],
  },
  { id: 'file', label: 'File', group: 'Relational', kind: 'file', type: 'uuid', interface: 'file', special: ['file'] },
  { id: 'file-image', label: 'Image', group: 'Relational', kind: 'file', type: 'uuid', interface: 'file-image', special: ['file'] },
  { id: 'files', label: 'Files', group: 'Relational', kind: 'files', type: 'alias', interface: 'files', special: ['files'] },
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
