import { Fragment } from 'react';
import { renderDisplayTemplate } from '../lib/display-template/render-display-template.js';
import { templateParts } from '../lib/display-template/template-parts.js';
import { fieldLabel } from '../lib/schema/labels.js';
import type { Field, Item } from '../lib/schema/types.js';
import { DisplayValue } from './display-value.js';
import { displayFor } from './registry.js';

interface DisplayTemplateProps {
  template: string | null;
  item: Item;
  /** The fields of the collection the template's placeholders name (after `prefix`). */
  fields: readonly Field[];
  /** A leading step of every placeholder to look through (an m2m junction row's `categories_id.`). */
  prefix?: string;
  /** What shows when the template yields nothing (the text label, e.g. the key). */
  fallback: string;
}

/**
 * A row of a related list read through its template, each placeholder naming one of the related
 * collection's fields shown through that field's display (a status as its coloured label, a
 * boolean as its icon); anything else reads as the template's text.
 */
export function DisplayTemplate({ template, item, fields, prefix = '', fallback }: DisplayTemplateProps) {
  if (!template) return <>{fallback}</>;
  const source = prefix ? item[prefix.slice(0, -1)] : item;
  const parts = templateParts(template).map((part) => {
    if (part.kind === 'text') return { text: part.text, column: null, value: undefined };
    const name = prefix && part.path.startsWith(prefix) ? part.path.slice(prefix.length) : prefix ? null : part.path;
    const field = name && !name.includes('.') ? fields.find((entry) => entry.field === name) : undefined;
    const column = field ? { key: field.field, label: fieldLabel(field), field } : null;
    if (column && displayFor(column).id !== 'plain') {
      const value = typeof source === 'object' && source !== null ? (source as Item)[column.key] : undefined;
      return { text: '', column, value };
    }
    return { text: renderDisplayTemplate(`{{${part.path}}}`, item), column: null, value: undefined };
  });
  if (!parts.some((part) => part.column && part.value !== null && part.value !== undefined)) return <>{fallback}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.column ? <DisplayValue key={index} value={part.value} column={part.column} /> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
