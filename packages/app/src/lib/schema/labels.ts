import type { Field } from './types.js';

/** A human label for a field key: `date_created` → "Date Created". */
export function fieldLabel(field: Pick<Field, 'field'>): string {
  return field.field
    .split(/[_\s-]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** A human label for a collection name: `site_settings` → "Site Settings". */
export function collectionLabel(collection: string): string {
  return fieldLabel({ field: collection });
}
