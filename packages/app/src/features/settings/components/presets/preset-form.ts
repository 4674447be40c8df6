import type { Preset } from '../../../../lib/schema/system-types.js';
import { i18n } from '../../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import { idOf, presetScope } from './preset-labels.js';
import type { PresetScope } from './preset-labels.js';

/** The members edited as JSON; layout options have their own control, which names itself. */
export const JSON_PARTS = [
  { key: 'layout_query', label: 'presets.layoutQuery' },
  { key: 'layout_options', label: null },
  { key: 'filter', label: 'presets.filter' },
] as const satisfies readonly { key: string; label: MessageKey | null }[];
type JsonPart = (typeof JSON_PARTS)[number]['key'];

/** What the preset drawer edits: plain strings, so half-typed JSON stays as typed. */
export interface PresetDraft {
  bookmark: string;
  scope: PresetScope;
  role: string;
  user: string;
  collection: string;
  layout: string;
  search: string;
  json: Record<JsonPart, string>;
}

const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

/** A preset's values as the drawer edits them; a new preset starts global, on the table. */
export function presetDraft(preset: Preset | null): PresetDraft {
  if (!preset)
    return {
      bookmark: '',
      scope: 'global',
      role: '',
      user: '',
      collection: '',
      layout: 'tabular',
      search: '',
      json: { layout_query: '', layout_options: '', filter: '' },
    };
  return {
    bookmark: preset.bookmark ?? '',
    scope: presetScope(preset),
    role: idOf(preset.role) ?? '',
    user: idOf(preset.user) ?? '',
    collection: preset.collection ?? '',
    layout: preset.layout ?? 'tabular',
    search: preset.search ?? '',
    json: { layout_query: asJson(preset.layout_query), layout_options: asJson(preset.layout_options), filter: asJson(preset.filter) },
  };
}

/**
 * The draft as a `PATCH /presets/:id` body, or the problems keyed by draft field. The server
 * refuses a layout query, layout options or filter that is not an object; a scope needs its owner.
 */
export function presetPatch(draft: PresetDraft): { patch: Partial<Preset> } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed: Partial<Record<JsonPart, Record<string, unknown> | null>> = {};
  for (const { key } of JSON_PARTS) {
    const text = draft.json[key].trim();
    if (text === '') {
      parsed[key] = null;
      continue;
    }
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) errors[key] = i18n.t('presets.notJsonObject');
      else parsed[key] = value as Record<string, unknown>;
    } catch {
      errors[key] = i18n.t('presets.notValidJson');
    }
  }
  if (draft.scope === 'role' && draft.role === '') errors.role = i18n.t('presets.roleRequired');
  if (draft.scope === 'user' && draft.user === '') errors.user = i18n.t('presets.userRequired');
  if (draft.collection.trim() === '') errors.collection = i18n.t('presets.collectionRequired');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    patch: {
      bookmark: draft.bookmark.trim() === '' ? null : draft.bookmark,
      role: draft.scope === 'role' ? draft.role : null,
      user: draft.scope === 'user' ? draft.user : null,
      collection: draft.collection.trim(),
      layout: draft.layout,
      search: draft.search === '' ? null : draft.search,
      ...parsed,
    },
  };
}
