import type { RelationInfo } from '../lib/schema/relation-info.js';
import type { Field } from '../lib/schema/types.js';
import { booleanInterface } from './boolean/definition.js';
import { datetimeInterface } from './datetime/definition.js';
import { fileImageInterface } from './file-image/definition.js';
import { fileInterface } from './file/definition.js';
import { filesInterface } from './files/definition.js';
import { inputCodeInterface } from './input-code/definition.js';
import { inputHashInterface } from './input-hash/definition.js';
import { inputMultilineInterface } from './input-multiline/definition.js';
import { inputRichTextHtmlInterface } from './input-rich-text-html/definition.js';
import { inputRichTextMdInterface } from './input-rich-text-md/definition.js';
import { inputInterface } from './input/definition.js';
import { listM2aInterface } from './list-m2a/definition.js';
import { listM2mInterface } from './list-m2m/definition.js';
import { listO2mInterface } from './list-o2m/definition.js';
import { mapInterface } from './map/definition.js';
import { GEOMETRY_FIELD_TYPES } from './map/geometry-value.js';
import { presentationDividerInterface } from './presentation-divider/definition.js';
import { presentationNoticeInterface } from './presentation-notice/definition.js';
import { selectColorInterface } from './select-color/definition.js';
import { selectDropdownM2oInterface } from './select-dropdown-m2o/definition.js';
import { selectDropdownInterface } from './select-dropdown/definition.js';
import { selectRadioInterface } from './select-radio/definition.js';
import { tagsInterface } from './tags/definition.js';
import { translationsInterface } from './translations/definition.js';
import type { InterfaceDefinition } from './types.js';

/**
 * Every field input the app has, by `meta.interface` id. Adding one = a folder + a line here.
 * App extensions add theirs at run time (addInterface); the object has no prototype, so an id
 * such as `__proto__` or `constructor` finds nothing.
 */
const registry: Record<string, InterfaceDefinition> = Object.assign(
  Object.create(null) as Record<string, InterfaceDefinition>,
  Object.fromEntries(
    [
      inputInterface,
      inputMultilineInterface,
      inputRichTextMdInterface,
      inputRichTextHtmlInterface,
      inputCodeInterface,
      inputHashInterface,
      booleanInterface,
      datetimeInterface,
      selectDropdownInterface,
      selectRadioInterface,
      selectColorInterface,
      tagsInterface,
      selectDropdownM2oInterface,
      listO2mInterface,
      listM2mInterface,
      fileInterface,
      fileImageInterface,
      filesInterface,
      listM2aInterface,
      translationsInterface,
      mapInterface,
      presentationDividerInterface,
      presentationNoticeInterface,
    ].map((definition) => [definition.id, definition]),
  ),
);

export const INTERFACES: Readonly<Record<string, InterfaceDefinition>> = registry;

/** The built-in interfaces' ids (an extension cannot replace one). */
export const BUILT_IN_INTERFACE_IDS: ReadonlySet<string> = new Set(Object.keys(registry));

/** Adds an app extension's interface; false (nothing changed) when the id is taken. */
export function addInterface(definition: InterfaceDefinition): boolean {
  if (Object.hasOwn(registry, definition.id)) return false;
  registry[definition.id] = definition;
  return true;
}

const DEFAULT_BY_RELATION: Record<RelationInfo['type'], string> = {
  m2o: 'select-dropdown-m2o',
  o2m: 'list-o2m',
  m2m: 'list-m2m',
  m2a: 'list-m2a',
};

/** Relations to the files library get the file inputs, as the reference's field setup picks them. */
const FILES_BY_RELATION: Partial<Record<RelationInfo['type'], string>> = { m2o: 'file', m2m: 'files' };

const DEFAULT_BY_TYPE: Record<string, string> = {
  boolean: 'boolean',
  date: 'datetime',
  dateTime: 'datetime',
  time: 'datetime',
  timestamp: 'datetime',
  json: 'input-code',
  csv: 'tags',
  text: 'input-multiline',
  hash: 'input-hash',
  ...Object.fromEntries(GEOMETRY_FIELD_TYPES.map((type) => [type, 'map'])),
};

/**
 * The input for a field: its `meta.interface` when the app has it and it fits the relation;
 * otherwise the default for its relation kind or type (an interface the app lacks, such as
 * a display-only one, falls back the same way); a relation to `directus_files` defaults to the
 * file inputs. Null for an alias field with nothing to show.
 */
export function interfaceFor(field: Field, relation: RelationInfo | null): InterfaceDefinition | null {
  const chosen = field.meta?.interface ? INTERFACES[field.meta.interface] : undefined;
  if (chosen && (chosen.relational ?? null) === (relation?.type ?? null)) return chosen;
  if (relation && 'relatedCollection' in relation && relation.relatedCollection === 'directus_files' && FILES_BY_RELATION[relation.type])
    return INTERFACES[FILES_BY_RELATION[relation.type] ?? ''] ?? null;
  if (relation) return INTERFACES[DEFAULT_BY_RELATION[relation.type]] ?? null;
  if (field.type === 'alias') return chosen ?? null;
  if (field.meta?.special?.includes('conceal')) return INTERFACES['input-hash'] ?? null;
  return INTERFACES[DEFAULT_BY_TYPE[field.type] ?? 'input'] ?? null;
}
