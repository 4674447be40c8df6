import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type ServerOptions } from '@tus/server';
import type { Upload } from '@tus/server';
import type { AppContext } from '../../app-context.js';
import { AppErrorList, isAppError } from '../../errors/app-error.js';
import type { OperationContext } from '../items/operation-context.js';
import { hasImageMetadata, readImageMetadata } from '../files/read-image-metadata.js';
import { completeTusFileRow, createTusFileRow, removeTusFileRow, tusFileFields, tusFileRow } from './tus-file-rows.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isMimeTypeAllowed } from '../files/mime-allow-list.js';
import { maxUploadBytes } from '../files/upload-limits.js';
import { createTusStorage, type TusStorage } from './tus-store.js';

export const TUS_PATH = '/files/tus';

/** The caller of one tus request, as the route found it: its operation context (rules included). */
export interface TusCaller {
  op: OperationContext;
  /** For DELETE: the row of the upload being terminated. */
  terminates?: string;
}

/** A tus server for the default storage location, and how a route hands a request to it. */
export interface TusEndpoint {
  storage: TusStorage;
  location: string;
  /** Serves one request; the route has checked the caller and given up the reply. */
  handle(request: IncomingMessage, response: ServerResponse, caller?: TusCaller): Promise<void>;
}

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/**
 * `@tus/server` over the default location's tus store. The file row is written when an upload is
 * created (the caller's rules apply) and completed when its last byte arrives: the bytes are then
 * streamed into the location under the row's `filename_disk` and the waiting upload is removed.
 */
export function createTusEndpoint(ctx: AppContext): TusEndpoint {
  const location = ctx.storage.defaultLocation;
  const storage = createTusStorage(ctx.config);
  const callers = new WeakMap<IncomingMessage, TusCaller>();
  const callerOf = (request: TusRequest): TusCaller => {
    const raw = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = raw ? callers.get(raw) : undefined;
    if (!caller) throw new Error('tus request without a caller');
    return caller;
  };
  const system = async (): Promise<OperationContext> => ({
    db: ctx.db,
    schema: await ctx.schema.get(),
    accountability: null,
    config: ctx.config,
    writes: ctx.writes,
  });
  const maxSize = maxUploadBytes(ctx.config);
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/+$/, '');

  const server = new Server({
    path: TUS_PATH,
    datastore: storage.store,
    ...(Number.isFinite(maxSize) ? { maxSize } : {}),
    ...corsOptions(ctx.config),
    namingFunction: () => randomUUID(),
    // Only a UUID names an upload: anything else in the URL finds nothing.
    getFileIdFromRequest: (_request, lastPath) => (storage.isUploadId(lastPath) ? lastPath : undefined),
    generateUrl: (_request, { id }) => `${/^https?:\/\//.test(publicUrl) ? publicUrl : ''}${TUS_PATH}/${id}`,
    async onUploadCreate(request, upload) {
      if (upload.size === undefined) throw { status_code: 400, body: 'Upload-Length is required\n' };
      const { op } = callerOf(request);
      const fields = tusFileFields(upload.metadata);
      // The same allow list as POST /files, checked before any byte is taken.
      if (!isMimeTypeAllowed(fields.type, ctx.config.FILES_MIME_TYPE_ALLOW_LIST)) throw invalidPayload('File is of invalid content type');
      const folder = (await ctx.db('directus_settings').first('storage_default_folder')) as
        { storage_default_folder?: string | null } | undefined;
      const row = await createTusFileRow(
        op,
        { tusId: upload.id, size: upload.size, location, folder: folder?.storage_default_folder ?? null },
        fields,
      );
      return { metadata: { ...upload.metadata, id: row.id } };
    },
    async onUploadFinish(_request, upload) {
      const id = await finish(upload);
      return { headers: { 'Directus-File-Id': id } };
    },
    // Our own errors (a refused field, a bad name) reach the client as every other answer of ours does.
    onResponseError(_request, error) {
      const errors = error instanceof AppErrorList ? error.errors : isAppError(error) ? [error] : [];
      if (errors.length === 0) return undefined;
      return {
        status_code: errors[0]!.status,
        body: JSON.stringify({
          errors: errors.map((one) => ({ message: one.message, extensions: { code: one.code, ...one.extensions } })),
        }),
      };
    },
  });

  // The upload is complete in the tus store: move it into the location, then complete its row.
  async function finish(upload: Upload): Promise<string> {
    const row = await tusFileRow(ctx.db, upload.id);
    if (!row) throw { status_code: 404, body: 'The file for this url was not found\n' };
    const op = await system();
    try {
      const driver = ctx.storage.driver(location);
      const { size } = await driver.write(row.filename_disk, await storage.read(upload.id), row.type ?? undefined);
      // Measured as POST /files measures it, from a bounded head of the stored object.
      const image = hasImageMetadata(row.type)
        ? await readImageMetadata(driver, row.filename_disk, size, ctx.config.FILE_METADATA_ALLOW_LIST)
        : {};
      await completeTusFileRow(op, row.id, size, image);
      // As an upload through POST /files announces itself: automation sees every finished upload.
      ctx.events.emitAction('files.upload', {
        payload: {
          id: row.id,
          filename_disk: row.filename_disk,
          type: row.type,
          filesize: size,
          width: image.width ?? null,
          height: image.height ?? null,
        },
        key: row.id,
        collection: 'directus_files',
      });
    } catch (error) {
      await removeTusFileRow(op, row.id).catch(() => undefined);
      throw error;
    } finally {
      await storage.store.remove(upload.id).catch(() => undefined);
    }
    return row.id;
  }

  return {
    storage,
    location,
    async handle(request, response, caller) {
      if (caller) callers.set(request, caller);
      // Termination (DELETE): the placeholder row goes first, then tus removes the waiting bytes
      // (should that fail, the store's expiry removes them later; no row points at them).
      if (caller?.terminates) await removeTusFileRow(await system(), caller.terminates);
      await server.handle(request, response);
    },
  };
}

/**
 * Cross-origin answers as the rest of the server gives them (CORS_*): tus would otherwise allow
 * every origin (`Access-Control-Allow-Origin: *`) whatever the operator configured.
 */
function corsOptions(config: AppContext['config']): Pick<ServerOptions, 'allowedOrigins' | 'allowedCredentials' | 'exposedHeaders'> {
  const origins = config.CORS_ENABLED ? config.CORS_ORIGIN : false;
  return {
    allowedOrigins: (origin) => (typeof origins === 'boolean' ? origins : origins.includes(origin)),
    allowedCredentials: config.CORS_ENABLED && config.CORS_CREDENTIALS,
    // The id of the finished file, which a browser client reads from the last PATCH.
    exposedHeaders: [...config.CORS_EXPOSED_HEADERS, 'Directus-File-Id'],
  };
}
