import type { Entry } from 'ldapts';

/** The values of an entry's attribute as text, whatever case the directory spelled its name in. */
export function entryValues(entry: Entry, attribute: string): string[] {
  const wanted = attribute.toLowerCase();
  for (const [name, value] of Object.entries(entry)) {
    if (name.toLowerCase() !== wanted || name === 'dn') continue;
    const values = Array.isArray(value) ? value : [value];
    return values.map((item) => (Buffer.isBuffer(item) ? item.toString('utf8') : String(item)));
  }
  return [];
}

/** The first value of an attribute, or null. */
export function entryValue(entry: Entry, attribute: string): string | null {
  return entryValues(entry, attribute)[0] ?? null;
}
