import type { UploadFields, UploadOptions } from './types.js';

export interface UploadRequest {
  method: 'POST' | 'PATCH';
  url: string;
  token: string | null;
  file: Blob;
  fileName: string;
  fields: UploadFields;
  options: UploadOptions;
}

/** The error an upload fails with: the API's error body when it sent one (the SDK's error shape). */
export class UploadError extends Error {
  readonly status: number;
  readonly errors: { message: string; extensions: Record<string, unknown> }[];
  constructor(status: number, errors: { message: string; extensions: Record<string, unknown> }[]) {
    super(errors[0]?.message ?? `Upload failed (HTTP ${status})`);
    this.name = 'TesseraError';
    this.status = status;
    this.errors = errors;
  }
}

function errorsOf(body: unknown): { message: string; extensions: Record<string, unknown> }[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((entry: { message?: unknown; extensions?: unknown }) => ({
    message: typeof entry?.message === 'string' ? entry.message : 'Upload failed',
    extensions: typeof entry?.extensions === 'object' && entry.extensions !== null ? (entry.extensions as Record<string, unknown>) : {},
  }));
}

/**
 * Sends one multipart upload with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). Metadata fields go before the file part, as the server reads them
 * in order. Resolves with the `data` of the answer.
 */
export function sendUpload<Row>(request: UploadRequest): Promise<Row> {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) if (typeof value === 'string') form.append(name, value);
  form.append('file', request.file, request.fileName);
  const { method, url, token, options } = request;
  return sendForm<Row>({ method, url, token, form, size: request.file.size, options });
}

export interface FormRequest {
  method: 'POST' | 'PATCH';
  url: string;
  token: string | null;
  form: FormData;
  /** Bytes to report as the total when the browser cannot tell. */
  size: number;
  options: UploadOptions;
}

/**
 * Sends a prepared multipart body with XMLHttpRequest, reporting upload progress. Resolves with
 * the `data` of the answer (undefined for an empty answer); rejects with {@link UploadError}.
 */
export function sendForm<Row>(request: FormRequest): Promise<Row> {
  return new Promise<Row>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.responseType = 'json';
    const { onProgress, signal } = request.options;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : request.size });
      });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('loadend', () => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      // An empty answer (200 of /utils/import) reads as null with responseType 'json'.
      const body = xhr.response as { data?: Row } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body?.data as Row);
      const errors = errorsOf(body);
      reject(
        new UploadError(xhr.status, errors.length > 0 ? errors : [{ message: 'The upload did not reach the server', extensions: {} }]),
      );
    });
    xhr.send(request.form);
  });
}
