import type { ItemsQuery } from '../../../../lib/app-client.js';
import { i18n } from '../../../../lib/i18n/i18n.js';

/** What the collection page currently shows: its columns, filter (archive included), search and sort. */
export interface ExportView {
  fields: string[];
  filter: Record<string, unknown> | undefined;
  search: string;
  sort: string[];
}

export interface ExportOptions {
  /** Export what the page shows (the default) rather than every field of every item. */
  useView: boolean;
  /** How many items at most; null exports every matching item. */
  limit: number | null;
}

/** The query of an export: the view's when asked for, and always an explicit limit (-1: all). */
export function exportQuery(view: ExportView, options: ExportOptions): ItemsQuery {
  const limit = options.limit ?? -1;
  if (!options.useView) return { limit };
  const search = view.search.trim();
  return {
    fields: view.fields,
    ...(view.filter ? { filter: view.filter } : {}),
    ...(search ? { search } : {}),
    sort: view.sort,
    limit,
  };
}

/** The limit field's text as a limit: empty is "all", else a whole number of 1 or more. */
export function parseLimit(text: string): { limit: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { limit: null };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(value) || value < 1) return { error: i18n.t('transfer.limitError') };
  return { limit: value };
}
