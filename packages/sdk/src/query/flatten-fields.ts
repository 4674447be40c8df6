/**
 * Flattens `fields` entries into the dot paths the server reads: `'title'` stays, `{ author:
 * ['name'] }` becomes `author.name` and the many-to-any form `{ item: { headings: ['title'] } }`
 * becomes `item:headings.title` (api-reference section 6, query serialisation).
 */
export function flattenFields(entries: readonly unknown[], prefix = ''): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      paths.push(prefix + entry);
      continue;
    }
    if (!isPlainObject(entry)) throw invalidFields(entry);
    for (const [field, nested] of Object.entries(entry)) {
      if (Array.isArray(nested)) {
        paths.push(...flattenFields(nested, `${prefix}${field}.`));
      } else if (isPlainObject(nested)) {
        for (const [collection, scoped] of Object.entries(nested)) {
          if (!Array.isArray(scoped)) throw invalidFields(scoped);
          paths.push(...flattenFields(scoped, `${prefix}${field}:${collection}.`));
        }
      } else {
        throw invalidFields(nested);
      }
    }
  }
  return paths;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalidFields(value: unknown): Error {
  return new Error(`Invalid query option "fields": unexpected entry ${JSON.stringify(value) ?? String(value)}`);
}
