import type { Readable } from 'node:stream';
import type { Accountability, ApiExtensionContext } from '@tessera/extensions-sdk';
import { authenticator } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createExtensionContext } from './create-extension-context.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Service = Record<string, (...args: unknown[]) => unknown>;
type ServiceClass = new (options?: { accountability?: Accountability | null }) => Service;

/** The previous 30-second step's code: still accepted, and not the one a later call in the same test spends. */
const previousCode = (secret: string) => authenticator.clone({ epoch: Date.now() - 30_000 }).generate(secret);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Issue 41, point 6: ExportService, AssetsService, TFAService and AuthenticationService in `context.services`. */
describe.each(DATABASES)('export, assets and account services in an extension context on %s', (client) => {
  let server: TestServer;
  let context: ApiExtensionContext;
  let editor: Accountability;
  let editorUser: { id: string; email: string; password: string };
  let adminId: string;
  const files = new Map<string, string>();
  const service = (name: string, accountability: Accountability | null = null) =>
    new (context.services[name] as unknown as ServiceClass)({ accountability });

  const upload = async (title: string, bytes: Buffer, type: string, name: string) => {
    const body = new FormData();
    body.append('title', title);
    body.append('file', new Blob([bytes], { type }), name);
    const response = await server.asAdmin('/files', { method: 'POST', body });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOG_LEVEL: 'warn', LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
    for (const name of ['notes', 'secrets']) {
      const created = await server.asAdmin('/collections', {
        method: 'POST',
        json: { collection: name, schema: {}, fields: [{ field: 'title', type: 'string' }] },
      });
      expect(created.status).toBe(200);
      for (const title of ['b', 'a']) await server.asAdmin(`/items/${name}`, { method: 'POST', json: { title } });
    }
    const role = await server.createRole({ name: 'Editor', app_access: true });
    for (const rule of [
      { collection: 'notes', action: 'read', fields: ['*'], permissions: {} },
      { collection: 'directus_files', action: 'read', fields: ['*'], permissions: { title: { _eq: 'open' } } },
      { collection: 'directus_files', action: 'create', fields: ['*'], permissions: {} },
    ]) {
      expect((await server.asAdmin('/permissions', { method: 'POST', json: { role, ...rule } })).status).toBe(200);
    }
    editorUser = await server.createUser({ role });
    editor = { user: editorUser.id, role, admin: false, app: true };
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    files.set('open', await upload('open', png, 'image/png', 'open.png'));
    files.set('closed', await upload('closed', Buffer.from('not for editors'), 'text/plain', 'closed.txt'));
    context = createExtensionContext(server.server.ctx, 'services-test');
    adminId = ((await (await server.asAdmin('/users/me?fields=id')).json()) as { data: { id: string } }).data.id;
  });
  afterAll(() => server?.close());

  it('offers each of them as a class', () => {
    for (const name of ['ExportService', 'AssetsService', 'TFAService', 'AuthenticationService']) {
      expect(typeof context.services[name], name).toBe('function');
    }
  });

  it('exports a collection into a new file for an admin, and refuses a collection the caller cannot read', async () => {
    const key = (await service('ExportService').exportToFile!('notes', { fields: ['title'], sort: ['title'] }, 'csv', {
      file: { title: 'Notes export' },
    })) as string;
    const row = (await (await server.asAdmin(`/files/${key}?fields=title,type`)).json()) as { data: { title: string; type: string } };
    expect(row.data).toEqual({ title: 'Notes export', type: 'text/csv' });
    expect(await (await server.asAdmin(`/assets/${key}`)).text()).toBe('"title"\n"a"\n"b"');

    await expect(service('ExportService', editor).exportToFile!('secrets', {}, 'csv')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service('ExportService', editor).exportToFile!('directus_users', {}, 'csv')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service('ExportService').exportToFile!('notes', {}, 'pdf')).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    const editorKey = (await service('ExportService', editor).exportToFile!(
      'notes',
      { fields: ['title'], sort: ['-title'] },
      'json',
    )) as string;
    expect(JSON.parse(await (await server.asAdmin(`/assets/${editorKey}`)).text())).toEqual([{ title: 'b' }, { title: 'a' }]);
  });

  it('transforms items in hand into the text of an export file', () => {
    const items = [{ id: 1, title: 'Say "hi"' }];
    const exporter = service('ExportService');
    expect(exporter.transform!(items, 'csv')).toBe('"id","title"\n1,"Say ""hi"""');
    expect(JSON.parse(exporter.transform!(items, 'json') as string)).toEqual(items);
    expect(exporter.transform!(items, 'yaml')).toContain('title: Say "hi"');
  });

  it('gets an asset (whole, a byte range, transformed) as /assets serves it, and refuses a file the caller cannot read', async () => {
    const admin = service('AssetsService');
    const whole = (await admin.getAsset!(files.get('closed'))) as {
      stream: Readable;
      file: Record<string, unknown>;
      stat: { size: number };
    };
    expect((await bytesOf(whole.stream)).toString()).toBe('not for editors');
    expect(whole.stat.size).toBe(15);
    expect(whole.file).toMatchObject({ id: files.get('closed'), title: 'closed', filename_download: 'closed.txt' });
    const part = (await admin.getAsset!(files.get('closed'), undefined, { start: 4, end: 6 })) as { stream: Readable };
    expect((await bytesOf(part.stream)).toString()).toBe('for');
    await expect(admin.getAsset!(files.get('closed'), undefined, { start: 99, end: 120 })).rejects.toMatchObject({
      code: 'RANGE_NOT_SATISFIABLE',
    });

    await expect(service('AssetsService', editor).getAsset!(files.get('closed'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const resized = (await service('AssetsService', editor).getAsset!(files.get('open'), {
      transformationParams: { width: 10, format: 'webp' },
    })) as { stream: Readable; file: Record<string, unknown> };
    expect(await sharp(await bytesOf(resized.stream)).metadata()).toMatchObject({ width: 10, height: 5, format: 'webp' });
    expect(resized.file).toMatchObject({ id: files.get('open'), title: 'open', type: 'image/webp' });
  });

  it('sets up, checks and removes two-factor sign-in: a user for themselves only, an admin for anyone', async () => {
    const tfa = service('TFAService', editor);
    await expect(tfa.generateTFA!(adminId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { secret, url } = (await tfa.generateTFA!(editor.user)) as { secret: string; url: string };
    expect(url).toContain(`secret=${secret}`);
    await expect(
      tfa.enableTFA!(editor.user, '000000' === authenticator.generate(secret) ? '111111' : '000000', secret),
    ).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await tfa.enableTFA!(editor.user, previousCode(secret), secret);
    expect(await tfa.verifyOTP!(editor.user, authenticator.generate(secret))).toBe(true);
    // A code is accepted once.
    expect(await tfa.verifyOTP!(editor.user, authenticator.generate(secret))).toBe(false);
    await expect(tfa.disableTFA!(editor.user)).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(service('TFAService', { ...editor, user: null }).verifyOTP!(editor.user, '123456')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await service('TFAService').disableTFA!(editor.user);
    const row = (await server.server.ctx.db('directus_users').where({ id: editor.user }).first('tfa_secret')) as { tfa_secret: unknown };
    expect(row.tfa_secret).toBeNull();
  });

  it('signs in, refreshes and signs out as /auth does, and checks a password', async () => {
    const auth = service('AuthenticationService', { user: null, role: null, admin: false, app: false, ip: '10.1.2.3' } as Accountability);
    const signedIn = (await auth.login!('default', { email: editorUser.email, password: editorUser.password })) as Record<string, unknown>;
    expect(signedIn).toMatchObject({ id: editorUser.id, expires: expect.any(Number) as unknown });
    const me = await server.request('/users/me?fields=id', { token: signedIn.accessToken as string });
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe(editorUser.id);
    await expect(auth.login!('default', { email: editorUser.email, password: 'wrong' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(auth.login!('github', { email: editorUser.email, password: editorUser.password })).rejects.toMatchObject({
      code: 'INVALID_PROVIDER',
    });

    const renewed = (await auth.refresh!(signedIn.refreshToken)) as Record<string, unknown>;
    expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
    await expect(auth.refresh!(signedIn.refreshToken)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await auth.logout!(renewed.refreshToken);
    await expect(auth.refresh!(renewed.refreshToken)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    await service('AuthenticationService', editor).verifyPassword!(editorUser.id, editorUser.password);
    await expect(service('AuthenticationService', editor).verifyPassword!(editorUser.id, 'wrong')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(service('AuthenticationService', editor).verifyPassword!(adminId, 'anything')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
