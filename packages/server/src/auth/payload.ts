import { invalidPayload } from '../errors/error-helpers.js';

/** Typed reads of a JSON body's fields with the reference's messages (`"email" is required`). */
export interface Payload {
  readonly raw: Record<string, unknown>;
  string(key: string): string;
  optionalString(key: string): string | undefined;
  oneOf<const T extends readonly string[]>(key: string, allowed: T, fallback: T[number]): T[number];
}

export function payloadOf(body: unknown): Payload {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw invalidPayload('Payload must be an object');
  const raw = (body ?? {}) as Record<string, unknown>;
  const optionalString = (key: string): string | undefined => {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw invalidPayload(`"${key}" must be a string`);
    return value;
  };
  return {
    raw,
    optionalString,
    string(key) {
      const value = optionalString(key);
      if (value === undefined || value === '') throw invalidPayload(`"${key}" is required`);
      return value;
    },
    oneOf(key, allowed, fallback) {
      const value = optionalString(key);
      if (value === undefined) return fallback;
      if (!allowed.includes(value)) throw invalidPayload(`"${key}" must be one of [${allowed.join(', ')}]`);
      return value;
    },
  };
}
