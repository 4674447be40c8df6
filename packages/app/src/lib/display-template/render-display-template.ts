/**
 * Display templates (`collection.meta.display_template`, e.g. "{{title}} by {{author.name}}"):
 * how an item reads wherever it is listed or picked. Pure string work, no React.
 */

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The dot paths a template reads, in order and without duplicates (for the `fields` query). */
export function templateFields(template: string): string[] {
  const paths = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((path) => path !== '');
  return [...new Set(paths)];
}

/**
 * The template with each placeholder's path replaced by `map(path)`; a null drops the placeholder.
 * @example mapTemplatePaths('{{name}}', (path) => `tag.${path}`) // '{{tag.name}}'
 */
export function mapTemplatePaths(template: string, map: (path: string) => string | null): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const next = map(path);
    return next === null ? '' : `{{${next}}}`;
  });
}

/**
 * Every value found at `path`, walking into arrays (o2m / m2m rows) on the way. A step
 * `item:headings` (m2a) only leads on from a junction row whose `scopeField` names that collection.
 */
function valuesAt(value: unknown, path: string[], scopeField: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((entry) => valuesAt(entry, path, scopeField));
  if (path.length === 0) return value === null || value === undefined ? [] : [value];
  if (typeof value !== 'object' || value === null) return [];
  const [head, ...rest] = path as [string, ...string[]];
  const row = value as Record<string, unknown>;
  const [key, scope] = head.split(':') as [string, string | undefined];
  if (scope !== undefined && row[scopeField] !== scope) return [];
  return valuesAt(row[key], rest, scopeField);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * Fill a template from an item. Missing values render as nothing; several values (a path through
 * an o2m list) are joined with ", ". `scopeField` is the m2a junction's collection field.
 * @example renderDisplayTemplate('{{title}} by {{author.name}}', { title: 'Hi', author: { name: 'Ann' } }) // 'Hi by Ann'
 */
export function renderDisplayTemplate(
  template: string,
  item: Record<string, unknown> | null | undefined,
  scopeField = 'collection',
): string {
  if (!item) return '';
  return template.replace(PLACEHOLDER, (_match, path: string) => valuesAt(item, path.split('.'), scopeField).map(formatValue).join(', '));
}

/**
 * The label of an item for lists and pickers: its collection's template when that yields text,
 * else its primary key.
 */
export function itemLabel(
  item: Record<string, unknown> | null | undefined,
  template: string | null | undefined,
  primaryKeyField: string,
): string {
  if (!item) return '';
  if (template) {
    const text = renderDisplayTemplate(template, item).trim();
    if (text !== '') return text;
  }
  const key = item[primaryKeyField];
  return key === undefined || key === null ? '' : formatValue(key);
}
