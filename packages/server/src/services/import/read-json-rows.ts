import { pipeline, type Readable } from 'node:stream';
import StreamArray from 'stream-json/streamers/StreamArray.js';
import type { AppError } from '../../errors/app-error.js';
import { isAppError } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { linePieces } from '../../utils/line-pieces.js';
import { fileProblem } from './import-errors.js';
import type { ImportRow } from './import-row.js';
import { jsonLineParser } from './json-line-parser.js';
import { jsonTokenGuard, type ElementFacts } from './json-token-guard.js';

/**
 * The elements of a JSON file (a top-level array of objects) as import rows, streamed with
 * stream-json: one element assembled at a time, each with the line it starts on. An element that
 * is not an object, or has keys that are not fields of the collection, is a refused row; a file
 * that is not JSON, or not an array, stops with 400 and the line where parsing stopped.
 */
export async function* readJsonRows(input: Readable, collection: CollectionOverview, maxDepth: number): AsyncGenerator<ImportRow> {
  const parser = jsonLineParser();
  const elements: ElementFacts[] = [];
  const items = pipeline(input, linePieces(), parser, jsonTokenGuard(maxDepth, elements), new StreamArray(), () => undefined);
  try {
    for await (const { key, value } of items as AsyncIterable<{ key: number; value: unknown }>) {
      const facts = elements.shift()!;
      yield toRow(collection, value, key + 1, facts);
    }
  } catch (error) {
    if (isAppError(error) || (error as { code?: unknown }).code !== undefined) throw error;
    // stream-json's own errors carry only a message: "Parser cannot parse input: expected a value".
    throw fileProblem(parser.line, `${(error as Error).message} (the file is not valid JSON)`);
  }
}

function toRow(collection: CollectionOverview, value: unknown, row: number, { line, hasProtoKey }: ElementFacts): ImportRow {
  if (!isPlainObject(value)) return { row, line, values: {}, problem: invalidPayload('Each item has to be an object') };
  const values = value;
  const unknown = Object.keys(values).filter((field) => !collection.fields[field]);
  if (hasProtoKey) unknown.unshift('__proto__');
  return unknown.length === 0 ? { row, line, values } : { row, line, values, problem: unknownFields(collection, unknown) };
}

function unknownFields(collection: CollectionOverview, fields: string[]): AppError {
  const names = fields.slice(0, 10).map((field) => `"${field.slice(0, 100)}"`);
  return invalidPayload(`${names.join(', ')} ${fields.length === 1 ? 'is not a field' : 'are not fields'} of "${collection.collection}"`, {
    field: fields[0]!.slice(0, 100),
  });
}
