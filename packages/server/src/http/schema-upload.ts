import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { contentTooLarge, invalidPayload, unsupportedMediaType } from '../errors/error-helpers.js';
import { parseSnapshotText, type SnapshotFormat } from '../services/schema/parse-snapshot-text.js';
import { multipartParts } from './multipart-parts.js';

/**
 * The body of `POST /schema/diff` and `/schema/apply`, as the reference takes it: a JSON body, or a
 * multipart body with exactly one file, JSON when its type says so and YAML otherwise. A file is
 * cut off at `maxBytes` (413 CONTENT_TOO_LARGE), like a JSON body at MAX_PAYLOAD_SIZE.
 */
export async function readSchemaUpload(request: FastifyRequest, maxBytes: number): Promise<unknown> {
  if (!request.isMultipart()) {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/(.+\+)?json\b/i.test(type)) throw unsupportedMediaType(type, 'Content-Type header');
    const body = request.body;
    const isEmpty = body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
    if (isEmpty) throw invalidPayload('No data was included in the body');
    return body;
  }
  let upload: unknown;
  let files = 0;
  for await (const part of multipartParts(request)) {
    if (part.type !== 'file') continue;
    if (++files > 1) throw invalidPayload('More than one file was included in the body');
    upload = parseSnapshotText(await readText(part, maxBytes), formatOf(part));
  }
  if (files === 0) throw invalidPayload('No file was included in the body');
  return upload;
}

async function readText(part: MultipartFile, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      part.file.resume();
      throw contentTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function formatOf(part: MultipartFile): SnapshotFormat {
  return part.mimetype === 'application/json' || part.filename.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
}
