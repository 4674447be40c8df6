import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };

describe.each(DATABASES)('/settings on %s', (client) => {
  let server: TestServer;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    userToken = `static-${randomUUID()}`;
    // A static token: no password to hash, no sign-in to wait for.
    await server.createUser({ role: await server.createRole(), password: null, token: userToken });
  });
  afterAll(async () => server?.close());

  const call = async (method: string, init: { json?: unknown; token?: string | null; query?: string } = {}) => {
    const token = init.token === undefined ? server.adminToken : (init.token ?? undefined);
    const response = await server.request(`/settings${init.query ?? ''}`, {
      method,
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(token ? { token } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
  };
  const codes = (body: Body) => body.errors?.map((e) => [e.extensions.code, e.extensions.field]);

  it('answers the singleton as one object with its JSON columns parsed', async () => {
    const presets = [{ key: 'thumb', fit: 'cover', width: 200, height: 200, quality: 70, format: 'webp', withoutEnlargement: true }];
    const patched = await call('PATCH', {
      json: {
        project_name: 'Atlas',
        storage_asset_presets: presets,
        basemaps: [{ name: 'OSM', type: 'raster', url: 'https://tile.example/{z}/{x}/{y}.png' }],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      id: 1,
      project_name: 'Atlas',
      storage_asset_presets: presets,
      basemaps: [{ name: 'OSM', type: 'raster', url: 'https://tile.example/{z}/{x}/{y}.png' }],
    });

    const read = await call('GET', { query: '?fields=project_name,storage_asset_presets,default_language,storage_asset_transform' });
    expect(read).toEqual({
      status: 200,
      body: { data: { project_name: 'Atlas', storage_asset_presets: presets, default_language: 'en-US', storage_asset_transform: 'all' } },
    });
    const [{ n }] = (await server.server.ctx.db('directus_settings').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(1);
  });

  it('lets any signed-in user read it, not the public, and only admins change it', async () => {
    const mine = await call('GET', { token: userToken, query: '?fields=project_name' });
    expect(mine.status).toBe(200);
    expect(typeof mine.body.data!.project_name).toBe('string');
    expect((await call('GET', { token: null })).status).toBe(403);
    const byUser = await call('PATCH', { token: userToken, json: { project_name: 'Hijacked' } });
    expect(byUser.status).toBe(403);
    expect(codes(byUser.body)).toEqual([['FORBIDDEN', undefined]]);
    expect((await call('PATCH', { token: null, json: { project_name: 'Hijacked' } })).status).toBe(403);
    expect((await call('GET', { query: '?fields=project_name' })).body.data!.project_name).not.toBe('Hijacked');
  });

  it('fills in a preset quality of 80 when none is given', async () => {
    const patched = await call('PATCH', { json: { storage_asset_presets: [{ key: 'small', fit: 'contain', width: 64 }] } });
    expect(patched.body.data!.storage_asset_presets).toEqual([{ key: 'small', fit: 'contain', width: 64, quality: 80 }]);
  });

  it('refuses bad asset presets, naming the field and every problem, and writes nothing', async () => {
    const before = (await call('GET', { query: '?fields=storage_asset_presets' })).body.data!.storage_asset_presets;
    const bad = [
      { key: 'Not A Slug', fit: 'stretch', format: 'gif', quality: 101, width: 1.5 },
      { fit: 'cover' },
      { key: 'small', height: -3 },
      { key: 'small', quality: 'high' },
    ];
    const response = await call('PATCH', { json: { storage_asset_presets: bad } });
    expect(response.status).toBe(400);
    expect(response.body.errors!.map((e) => [e.extensions.code, e.extensions.field, e.extensions.path])).toEqual([
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[0].key'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[0].fit'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[0].format'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[0].quality'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[0].width'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[1].key'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[2].height'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[3].key'],
      ['FAILED_VALIDATION', 'storage_asset_presets', 'storage_asset_presets[3].quality'],
    ]);
    expect(response.body.errors![1]!.message).toBe(
      'Validation failed for field "storage_asset_presets". [0].fit: "fit" has to be one of contain, cover, inside, outside.',
    );
    expect(response.body.errors![1]!.extensions.valid).toEqual(['contain', 'cover', 'inside', 'outside']);
    expect((await call('GET', { query: '?fields=storage_asset_presets' })).body.data!.storage_asset_presets).toEqual(before);
  });

  it('refuses bad basemaps, password policies and choices, field by field', async () => {
    const basemaps = await call('PATCH', {
      json: {
        basemaps: [
          { name: 'A', type: 'vector', url: 'https://x' },
          { name: 'B', type: 'tile', url: 'https://y', tileSize: 'big' },
        ],
      },
    });
    expect(basemaps.status).toBe(400);
    expect(basemaps.body.errors!.map((e) => e.extensions.path)).toEqual(['basemaps[0].type', 'basemaps[1].tileSize']);

    const policy = await call('PATCH', { json: { auth_password_policy: '/(unclosed/' } });
    expect(policy.status).toBe(400);
    expect(codes(policy.body)).toEqual([['FAILED_VALIDATION', 'auth_password_policy']]);

    const choices = await call('PATCH', { json: { storage_asset_transform: 'some', default_appearance: 'dim' } });
    expect(codes(choices.body)).toEqual([
      ['FAILED_VALIDATION', 'storage_asset_transform'],
      ['FAILED_VALIDATION', 'default_appearance'],
    ]);

    for (const body of [[{ project_name: 'x' }], 'text']) {
      const response = await call('PATCH', { json: body });
      expect(response.status).toBe(400);
      expect(codes(response.body)).toEqual([['INVALID_PAYLOAD', undefined]]);
    }
  });

  it('applies a new password policy to the next password write at once', async () => {
    const strong = await call('PATCH', { json: { auth_password_policy: 'strong' } });
    expect(strong.body.data!.auth_password_policy).toBe('strong');
    const weakPassword = await server.asAdmin('/users', {
      method: 'POST',
      json: { email: `p-${randomUUID().slice(0, 8)}@example.com`, password: 'alllowercase' },
    });
    expect(weakPassword.status).toBe(400);
    expect(((await weakPassword.json()) as Body).errors![0]!.extensions).toMatchObject({ code: 'FAILED_VALIDATION', field: 'password' });
    await call('PATCH', { json: { auth_password_policy: null } });
    const accepted = await server.asAdmin('/users', {
      method: 'POST',
      json: { email: `p-${randomUUID().slice(0, 8)}@example.com`, password: 'alllowercase' },
    });
    expect(accepted.status).toBe(200);
  });
});
