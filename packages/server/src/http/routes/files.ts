import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import type { Query } from '../../query/query.js';
import type { OperationContext } from '../../services/items/operation-context.js';
import type { PrimaryKey } from '../../services/items/primary-key.js';
import { readItem, readItemsByKeys } from '../../services/items/read-items.js';
import { updateItems } from '../../services/items/update-items.js';
import { readBackOrEmpty } from '../../services/permissions/read-back.js';
import { createFileRows } from '../../services/files/create-file-rows.js';
import { deleteFiles } from '../../services/files/delete-files.js';
import { checkFileUpdate, FILES, formFieldValue } from '../../services/files/file-row-fields.js';
import { importFile } from '../../services/files/import-file.js';
import { replaceFile } from '../../services/files/replace-file.js';
import { uploadFile } from '../../services/files/upload-file.js';
import { maxUploadBytes } from '../../services/files/upload-limits.js';
import { MULTIPART_LIMITS, multipartParts } from '../multipart-parts.js';
import { parseQueryParams } from '../parse-query-params.js';
import { requestOperation, standardCrudRoutes } from '../standard-crud.js';

type Params = { pk: string };

/**
 * `/files` (api-reference "Files and assets"): uploads (multipart, streamed to storage) and
 * metadata-only rows on `POST`, content replacement on `PATCH /:pk`, and the standard list, read,
 * update and delete, all under the caller's rules on `directus_files`. Deletes remove the stored objects.
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  maxUploadBytes(ctx.config); // a bad FILES_MAX_UPLOAD_SIZE stops the start, not the first upload
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await standardCrudRoutes(app, ctx, {
    path: '/files',
    collection: FILES,
    ownRoutes: ['POST /', 'PATCH /:pk'],
    delete: (op, keys) => deleteFiles(ctx, op, keys),
    checkPayload: (payload, action) => {
      if (action === 'update') checkFileUpdate(payload);
    },
  });

  app.post<{ Body: unknown }>('/files', async (request, reply) => {
    const { op } = await requestOperation(ctx, request, FILES);
    const query = parseQueryParams(request, ctx);
    if (request.isMultipart()) {
      const keys = await allOrNothing(ctx, op, (stored) =>
        uploadParts(request, (input) => uploadFile(ctx, op, input), undefined, stored).then(() => undefined),
      );
      return answer(reply, () => readBack(op, keys, query, keys.length > 1));
    }
    const isBatch = Array.isArray(request.body);
    const keys = await createFileRows(ctx, op, isBatch ? (request.body as unknown[]) : [request.body]);
    return answer(reply, () => readBack(op, keys, query, isBatch));
  });

  app.post<{ Body: unknown }>('/files/import', async (request, reply) => {
    const { op } = await requestOperation(ctx, request, FILES);
    const query = parseQueryParams(request, ctx);
    const key = await importFile(ctx, op, request.body);
    return answer(reply, () => readItem(op, FILES, key, query));
  });

  app.patch<{ Params: Params; Body: unknown }>('/files/:pk', async (request, reply) => {
    const { op } = await requestOperation(ctx, request, FILES);
    const query = parseQueryParams(request, ctx);
    const id = request.params.pk;
    if (request.isMultipart()) {
      const keys = await uploadParts(request, (input) => replaceFile(ctx, op, id, input), 1);
      return answer(reply, () => readItem(op, FILES, keys[0], query));
    }
    checkFileUpdate(request.body);
    const [key] = await updateItems(op, FILES, [id], request.body, { single: true });
    return answer(reply, () => readItem(op, FILES, key, query));
  });
}

/**
 * Runs `store` for each file part with the fields sent before it (the reference's order rule: the
 * fields of one file come before it, and start afresh after it).
 */
async function uploadParts(
  request: FastifyRequest,
  store: (input: Parameters<typeof uploadFile>[2]) => Promise<PrimaryKey>,
  maxFiles = Number.POSITIVE_INFINITY,
  keys: PrimaryKey[] = [],
): Promise<PrimaryKey[]> {
  let fields = Object.create(null) as Record<string, unknown>;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      fields[part.fieldname] = formFieldValue(String(part.value));
      continue;
    }
    if (keys.length >= maxFiles) throw invalidPayload('Only one file can replace a file');
    keys.push(await store({ content: part.file, filename: part.filename, contentType: part.mimetype, fields }));
    fields = Object.create(null) as Record<string, unknown>;
  }
  if (keys.length === 0) throw invalidPayload('No files were included in the body');
  return keys;
}

/**
 * An upload of several files that fails part-way (a flood past the limits, a file over the size
 * limit) takes back the files it had already stored: the request answers an error, so it leaves nothing.
 */
async function allOrNothing(ctx: AppContext, op: OperationContext, upload: (stored: PrimaryKey[]) => Promise<void>): Promise<PrimaryKey[]> {
  const stored: PrimaryKey[] = [];
  try {
    await upload(stored);
    return stored;
  } catch (error) {
    if (stored.length > 0) {
      const { permissions: _rules, events: _events, ...system } = op;
      await deleteFiles(ctx, system, stored).catch((cause: unknown) =>
        ctx.logger.error({ err: cause }, 'could not take back the files of a failed upload'),
      );
    }
    throw error;
  }
}

async function readBack(op: OperationContext, keys: PrimaryKey[], query: Query, many: boolean) {
  const items = await readItemsByKeys(op, FILES, keys, query);
  return many ? items : (items[0] ?? null);
}

async function answer(reply: FastifyReply, read: () => Promise<unknown>) {
  const data = await readBackOrEmpty(read);
  return data === null ? reply.status(204).send() : reply.send({ data });
}
