import type { Item, PrimaryKey } from '../../lib/schema/types.js';
import { displayRows, withCreated, withCreatedReplaced, withUpdated } from '../related-items/alterations.js';
import type { DisplayRow } from '../related-items/alterations.js';

export interface TranslationShape {
  /** The junction's primary key field. */
  rowKeyField: string;
  /** The junction's key to the language (`languages_code`). */
  languageField: string;
  /** The languages collection's primary key (`code`). */
  languageKeyField: string;
}

/** The language a junction row is in, whether the language came expanded or as its key. */
export function languageOf(row: Item, shape: TranslationShape): string {
  const language = row[shape.languageField];
  if (typeof language === 'object' && language !== null) return String((language as Item)[shape.languageKeyField] ?? '');
  return language === null || language === undefined ? '' : String(language);
}

/** The current row (loaded, changed or new) of one language, if any. */
export function translationRow(initial: unknown, value: unknown, language: string, shape: TranslationShape): DisplayRow | undefined {
  return displayRows(initial, value, shape.rowKeyField).find((row) => languageOf(row.item, shape) === language);
}

/**
 * Records edits to one language's translation in the o2m edit format: an update of its existing
 * junction row, a change to the row being created, or a new row `{<languageField>: code, ...edits}`.
 */
export function withTranslation(initial: unknown, value: unknown, language: string, edits: Item, shape: TranslationShape): unknown {
  const row = translationRow(initial, value, language, shape);
  if (!row) return withCreated(value, { [shape.languageField]: language, ...edits });
  if (row.state === 'created') return withCreatedReplaced(value, row.createIndex ?? 0, { ...row.item, ...edits });
  return withUpdated(value, shape.rowKeyField, row.primaryKey as PrimaryKey, edits);
}
