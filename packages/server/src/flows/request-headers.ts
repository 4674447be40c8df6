import { invalidPayload } from '../errors/error-helpers.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { optionToObject, optionToString } from './operation-options.js';

export const MAX_HEADERS = 100;
/** RFC 9110 token: what a header name may be. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** What Node (and RFC 9110) accept in a header value: tabs, visible ASCII, spaces and obs-text; never CR, LF or NUL. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * A request operation's `headers` option (`[{header, value}]`, or its JSON text) as a
 * null-prototype map of lower-case names: names must be tokens and values single-line, so no
 * header or request can be smuggled, and at most MAX_HEADERS of them. Anything else is INVALID_PAYLOAD.
 */
export function parseHeaderList(value: unknown): Record<string, string> {
  const headers = Object.create(null) as Record<string, string>;
  if (value === undefined || value === null || value === '') return headers;
  const list = optionToObject(value, 'headers');
  if (!Array.isArray(list)) throw invalidPayload('Option "headers" must be a list of {header, value}');
  if (list.length > MAX_HEADERS) throw invalidPayload(`Option "headers" may hold at most ${MAX_HEADERS} headers`);
  for (const entry of list) {
    if (!isPlainObject(entry) || typeof entry.header !== 'string' || !HEADER_NAME.test(entry.header))
      throw invalidPayload('Each entry of option "headers" needs a "header" name made of token characters');
    const text = optionToString(entry.value);
    if (!HEADER_VALUE.test(text))
      throw invalidPayload(`The value of header "${entry.header}" may hold only visible characters, spaces and tabs (no line breaks)`);
    headers[entry.header.toLowerCase()] = text;
  }
  return headers;
}
