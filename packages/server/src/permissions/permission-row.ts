/** A filter as stored in `directus_permissions.permissions` / `validation`: the query language's filter object. */
export type Filter = Record<string, unknown>;

export const PERMISSION_ACTIONS = ['create', 'read', 'update', 'delete', 'share'] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** One `directus_permissions` row as the engine reads it (JSON parsed, `fields` split). */
export interface PermissionRow {
  /** Null for the built-in default rules, which live in code, not in the table. */
  id: number | null;
  role: string | null;
  collection: string;
  action: PermissionAction;
  /** Item rule: which items the action applies to; null or `{}` = every item. */
  permissions: Filter | null;
  /** Checked against the payload of a create or update. */
  validation: Filter | null;
  /** Default values merged under the payload of a create or update. */
  presets: Record<string, unknown> | null;
  /** Field allow-list; `*` = every field; null = none (as the reference reads it). */
  fields: string[] | null;
}

export function isPermissionAction(value: unknown): value is PermissionAction {
  return typeof value === 'string' && (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

/**
 * A raw database row → PermissionRow. JSON columns come back as strings on SQLite and MariaDB.
 * A row whose action or JSON cannot be read grants nothing (null): failing closed, never open.
 */
export function toPermissionRow(row: Record<string, unknown>): PermissionRow | null {
  if (!isPermissionAction(row.action)) return null;
  const permissions = parseJsonObject(row.permissions);
  const validation = parseJsonObject(row.validation);
  const presets = parseJsonObject(row.presets);
  if (permissions === INVALID || validation === INVALID || presets === INVALID) return null;
  return {
    id: row.id === null || row.id === undefined ? null : Number(row.id),
    role: (row.role as string | null | undefined) ?? null,
    collection: String(row.collection),
    action: row.action,
    permissions,
    validation,
    presets,
    fields: parseFieldList(row.fields),
  };
}

export function parseFieldList(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return null;
  return value
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
}

const INVALID = Symbol('invalid');

function parseJsonObject(value: unknown): Record<string, unknown> | null | typeof INVALID {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return INVALID;
    }
  }
  if (parsed === null || parsed === undefined) return null;
  return typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : INVALID;
}
