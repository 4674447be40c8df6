import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('shares sign-in and info on %s', (client) => {
  let server: TestServer;
  let role: string;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    role = await server.createRole({ name: 'Viewer', app_access: false });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert({ collection: 'articles' });
  });
  afterAll(async () => server?.close());

  async function createShare(fields: Record<string, unknown> = {}): Promise<string> {
    const id = randomUUID();
    const { password, ...rest } = fields;
    await server.server.ctx.db('directus_shares').insert({
      id,
      name: 'A share',
      collection: 'articles',
      item: '1',
      role,
      times_used: 0,
      ...rest,
      ...(typeof password === 'string' ? { password: await hashPassword(password) } : {}),
    });
    return id;
  }
  const signIn = (body: Record<string, unknown>) => server.request('/shares/auth', { method: 'POST', json: body });
  const errorCode = async (response: Response) => ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code;

  it('signs in as a share: a session row with the share, a token with its scope and role and no user', async () => {
    const share = await createShare();
    const response = await signIn({ share });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string; expires: number } };
    expect(data.expires).toBe(900_000);
    const claims = decodeJwt(data.access_token);
    expect(claims).toMatchObject({ role, share, share_scope: { collection: 'articles', item: '1' }, app_access: false, admin_access: false, iss: 'directus' });
    expect(claims.id).toBeUndefined();
    const session = await server.server.ctx.db('directus_sessions').where('token', data.refresh_token).first('user', 'share');
    expect(session).toEqual({ user: null, share });
    expect((await server.server.ctx.db('directus_shares').where('id', share).first('times_used')).times_used).toBe(1);
  });

  it('refreshes a share session into a new share token', async () => {
    const share = await createShare();
    const first = ((await (await signIn({ share })).json()) as { data: { refresh_token: string } }).data;
    const response = await server.request('/auth/refresh', { method: 'POST', json: { refresh_token: first.refresh_token, mode: 'json' } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string } };
    expect(decodeJwt(data.access_token)).toMatchObject({ share, role });
  });

  it('answers session mode with the expiry only and the token in the session cookie', async () => {
    const response = await signIn({ share: await createShare(), mode: 'session' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { expires: 86_400_000 } });
    expect(response.headers.get('set-cookie')).toMatch(/^directus_session_token=/);
  });

  it('requires the password of a protected share', async () => {
    const share = await createShare({ password: 'open-sesame' });
    for (const body of [{ share }, { share, password: 'wrong' }]) {
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe('INVALID_CREDENTIALS');
    }
    expect((await signIn({ share, password: 'open-sesame' })).status).toBe(200);
  });

  it('refuses a share before its start and after its end, and an unknown or malformed id', async () => {
    const future = await createShare({ date_start: new Date(Date.now() + DAY) });
    const past = await createShare({ date_end: new Date(Date.now() - DAY) });
    const current = await createShare({ date_start: new Date(Date.now() - DAY), date_end: new Date(Date.now() + DAY) });
    for (const share of [future, past, randomUUID(), 'not-a-uuid']) expect((await signIn({ share })).status).toBe(401);
    expect((await signIn({ share: current })).status).toBe(200);
  });

  it('stops at max_uses, counting each sign-in once even when they race', async () => {
    const share = await createShare({ max_uses: 3 });
    const statuses = await Promise.all(Array.from({ length: 5 }, () => signIn({ share }).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect((await server.server.ctx.db('directus_shares').where('id', share).first('times_used')).times_used).toBe(3);
  });

  it('validates the body', async () => {
    const response = await signIn({ password: 'x' });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('INVALID_PAYLOAD');
  });

  it('describes a share inside its window with the password concealed, publicly', async () => {
    const start = new Date(Date.now() - DAY);
    const share = await createShare({ password: 'pw', max_uses: 5, date_start: start });
    const response = await server.request(`/shares/info/${share}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({ id: share, collection: 'articles', item: '1', password: '**********', max_uses: 5, times_used: 0, date_start: expect.any(String), date_end: null });
    expect(Math.abs(Date.parse(data.date_start as string) - start.getTime())).toBeLessThan(1_000);
  });

  it('hides a share outside its window and an unknown id behind FORBIDDEN', async () => {
    const expired = await createShare({ date_end: new Date(Date.now() - DAY) });
    for (const id of [expired, randomUUID(), 'nope']) {
      const response = await server.request(`/shares/info/${id}`);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe('FORBIDDEN');
    }
  });
});
