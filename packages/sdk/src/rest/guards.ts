/** Refuses an empty string or array with `Error(message)` (api-reference section 6, guards). */
export function throwIfEmpty(value: string | number | readonly unknown[] | undefined | null, message: string): void {
  if (value === undefined || value === null) throw new Error(message);
  if ((typeof value === 'string' || Array.isArray(value)) && value.length === 0) throw new Error(message);
}

/**
 * Refuses a system collection: the items endpoints answer FORBIDDEN for them, the system
 * endpoints (`/users`, `/roles`, …) serve them (system-spec section 5).
 */
export function throwIfCoreCollection(collection: string, command: string): void {
  if (collection.startsWith('directus_')) throw new Error(`Cannot use ${command} for core collections`);
}
