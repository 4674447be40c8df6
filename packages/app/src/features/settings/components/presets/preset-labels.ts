import type { Preset } from '../../../../lib/schema/system-types.js';

type Person = { first_name?: unknown; last_name?: unknown; email?: unknown; id?: unknown };

export function personName(user: unknown): string {
  if (typeof user !== 'object' || user === null) return typeof user === 'string' ? user : 'Unknown user';
  const { first_name, last_name, email, id } = user as Person;
  const name = [first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return name || (typeof email === 'string' ? email : String(id ?? 'Unknown user'));
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
  if (scope === 'global') return 'Global';
  if (scope === 'role') {
    const role = preset.role;
    return `Role: ${typeof role === 'object' && role !== null ? role.name : String(role)}`;
  }
  return `User: ${personName(preset.user)}`;
}

/** A bookmark's name, or what a remembered layout is for. */
export function presetName(preset: Preset): string {
  if (preset.bookmark) return preset.bookmark;
  return `Default for ${preset.collection ?? 'no collection'}`;
}

export const idOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null
    ? String((value as { id?: unknown }).id ?? '') || null
    : typeof value === 'string'
      ? value
      : null;
