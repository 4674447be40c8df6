import { invalidQuery } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';

/** `?version=<key>` (and `versionRaw`) of a single-item read. */
export interface VersionParams {
  key: string;
  /** Answer the changes as stored over the item, without merging related items. */
  raw: boolean;
}

/**
 * The version options of a querystring, read as the reference reads them: no or an empty
 * `version` means the main item; `versionRaw` counts when it is empty or `true`. A `version` that
 * is not one string is INVALID_QUERY.
 */
export function parseVersionParams(query: unknown): VersionParams | null {
  if (!isPlainObject(query)) return null;
  const { version, versionRaw } = query;
  if (version === undefined || version === '') return null;
  if (typeof version !== 'string') throw invalidQuery('"version" must be a string');
  return { key: version, raw: versionRaw === '' || versionRaw === 'true' };
}
