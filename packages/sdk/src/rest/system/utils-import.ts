import type { AllCollections, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/** The types the server reads an import file as, by the file name's extension. */
const TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['csv', 'text/csv'],
  ['json', 'application/json'],
]);

/**
 * Imports the rows of a CSV or JSON file into a collection: `POST /utils/import/:collection`
 * with the file as the one part of a multipart body. All rows are written or none; rejected
 * rows come back as a `TesseraError` with one `FAILED_VALIDATION` entry per row (`line`, `row`,
 * `field` in its extensions). A prepared `FormData` is sent as it is, as the reference's takes it.
 *
 * @example
 * await client.request(utilsImport('articles', input.files[0]));
 * await client.request(utilsImport('articles', new Blob([csv], { type: 'text/csv' }), 'articles.csv'));
 * @see api-reference section 2 (utils) and section 6 (commands)
 */
export function utilsImport<Schema = Untyped>(
  collection: AllCollections<Schema>,
  file: Blob | FormData,
  filename?: string,
): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(collection, 'Collection cannot be empty');
    const body = file instanceof FormData ? file : importForm(file, filename);
    return { path: `/utils/import/${pathSegment(collection)}`, method: 'POST', body };
  };
}

function importForm(file: Blob, filename: string | undefined): FormData {
  const name = filename ?? (isNamed(file) ? file.name : '');
  const form = new FormData();
  form.append('file', withType(file, name), name || defaultName(file.type));
  return form;
}

/**
 * A Blob without a type (a `File` whose extension the browser did not know, a `new Blob([text])`)
 * is typed from the name, so the server's part is not `application/octet-stream`.
 */
function withType(file: Blob, name: string): Blob {
  if (file.type !== '') return file;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const type = name.includes('.') ? TYPE_BY_EXTENSION.get(extension) : undefined;
  return type ? new Blob([file], { type }) : file;
}

function defaultName(type: string): string {
  for (const [extension, known] of TYPE_BY_EXTENSION) if (type.startsWith(known)) return `import.${extension}`;
  return 'import';
}

function isNamed(file: Blob): file is File {
  return typeof (file as Partial<File>).name === 'string';
}
