import { invalidPayload } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/** The text of a comment: a non-empty string (spec section 5: "requires a non-null comment"). */
export function commentText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidPayload('"comment" is required');
  return value;
}

/** A comment payload: an object with only the allowed fields (the reference's Joi schemas). */
export function commentPayload(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(body)) throw invalidPayload('Payload must be an object');
  for (const field of Object.keys(body)) {
    if (!allowed.includes(field)) throw invalidPayload(`"${field}" is not allowed`);
  }
  return body;
}
