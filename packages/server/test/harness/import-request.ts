import type { TestServer } from './start-test-server.js';

export interface ImportFile {
  name: string;
  type: string;
  content: string | Buffer;
}

/** `POST /utils/import/:collection` with the given file parts (and text fields) as multipart, as the app sends it. */
export function importRequest(
  server: TestServer,
  collection: string,
  files: ImportFile[],
  /** The caller's access token; null for the public role. */
  token: string | null = server.adminToken,
  fields: Array<[string, string]> = [],
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const file of files) body.append('file', new Blob([file.content], { type: file.type }), file.name);
  return server.request(`/utils/import/${collection}`, { method: 'POST', body, ...(token ? { token } : {}) });
}

export type ImportErrorBody = { errors: Array<{ message: string; extensions: Record<string, unknown> & { code: string } }> };

export const csvFile = (content: string | Buffer, name = 'rows.csv'): ImportFile => ({ name, type: 'text/csv', content });
export const jsonFile = (content: unknown, name = 'rows.json'): ImportFile => ({
  name,
  type: 'application/json',
  content: typeof content === 'string' ? content : JSON.stringify(content, null, 2),
});
