import { i18n } from '../../../../lib/i18n/i18n.js';
import type { MessageKey } from '../../../../lib/i18n/i18n.js';
import type { Preset } from '../../../../lib/schema/system-types.js';

type Person = { first_name?: unknown; last_name?: unknown; email?: unknown; id?: unknown };

export function personName(user: unknown): string {
  if (typeof user !== 'object' || user === null) return typeof user === 'string' ? user : i18n.t('presets.unknownUser');
  const { first_name, last_name, email, id } = user as Person;
  const name = [first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  if (name) return name;
  if (typeof email === 'string') return email;
  return id === undefined || id === null ? i18n.t('presets.unknownUser') : String(id);
}

export type PresetScope = 'global' | 'role' | 'user';

/** Who a preset applies to: one user, everyone in a role, or everyone (neither set). */
export function presetScope(preset: Pick<Preset, 'user' | 'role'>): PresetScope {
  if (preset.user) return 'user';
  if (preset.role) return 'role';
  return 'global';
}

export function scopeLabel(preset: Preset): string {
  const scope = presetScope(preset);
  if (scope === 'global') return i18n.t('presets.scopeGlobalShort');
  if (scope === 'role') {
    const role = preset.role;
    return i18n.t('presets.scopeRole', { name: typeof role === 'object' && role !== null ? role.name : String(role) });
  }
  return i18n.t('presets.scopeUser', { name: personName(preset.user) });
}

/** A bookmark's name, or what a remembered layout is for. */
export function presetName(preset: Preset): string {
  if (preset.bookmark) return preset.bookmark;
  return i18n.t('presets.defaultFor', { collection: preset.collection ?? i18n.t('presets.noCollection') });
}

/** The built-in layouts a preset may remember, by the name the catalogue gives them. */
export const LAYOUTS = [
  { value: 'tabular', label: 'presets.layoutTable' },
  { value: 'cards', label: 'presets.layoutCards' },
  { value: 'kanban', label: 'presets.layoutKanban' },
  { value: 'calendar', label: 'presets.layoutCalendar' },
  { value: 'map', label: 'presets.layoutMap' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** A preset's layout as its name ("Table" for a preset without one, as the content module opens it); an extension's id as it is. */
export function layoutLabel(layout: string | null | undefined): string {
  const known = LAYOUTS.find((entry) => entry.value === (layout ?? 'tabular'));
  return known ? i18n.t(known.label) : (layout ?? '');
}

export const idOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null
    ? String((value as { id?: unknown }).id ?? '') || null
    : typeof value === 'string'
      ? value
      : null;
