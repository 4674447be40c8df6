import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!;

describe.each(DATABASES)('POST /shares/invite on %s', (client) => {
  let server: TestServer;
  let mail: MailCatcher;
  let share: string;
  let appRole: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ client, env: { ...mail.env, LOGIN_STALL_TIME: '0', PUBLIC_URL: 'https://cms.example.org' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert({ collection: 'articles' });
    appRole = await server.createRole({ name: 'Editors', app_access: true });
    share = randomUUID();
    await db('directus_shares').insert({ id: share, name: 'A share', collection: 'articles', item: '1', role: appRole, times_used: 0 });
    await db('directus_users')
      .where('email', (await db('directus_users').first('email')).email)
      .update({ first_name: 'Ada', last_name: 'Admin' });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  const invite = (json: unknown, token?: string) =>
    token ? server.request('/shares/invite', { method: 'POST', json, token }) : server.asAdmin('/shares/invite', { method: 'POST', json });

  it("mails every address the share's app link in the caller's name and answers 204", async () => {
    const response = await invite({ share, emails: ['friend-one@example.com', 'friend-two@example.com'] });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    for (const to of ['friend-one@example.com', 'friend-two@example.com']) {
      const caught = await mail.waitFor(to);
      expect(caught.text).toContain(`https://cms.example.org/admin/shared/${share}`);
      expect(caught.text).toContain('has invited you to view an item in articles');
      expect(caught.text).toMatch(/Subject: .+ has shared an item with you/);
    }
  });

  it('answers 403 to the public, to a user who cannot read the share, and for an unknown share', async () => {
    expect((await server.request('/shares/invite', { method: 'POST', json: { share, emails: ['x@example.com'] } })).status).toBe(403);
    const user = await server.createUser({ role: appRole });
    const token = (await server.login(user.email, user.password)).access_token;
    const refused = await invite({ share, emails: ['nosy@example.com'] }, token);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).extensions.code).toBe('FORBIDDEN');
    // The same user may invite to a share they created (they can read it).
    const own = randomUUID();
    await server.server.ctx
      .db('directus_shares')
      .insert({ id: own, name: 'Mine', collection: 'articles', item: '1', role: appRole, times_used: 0, user_created: user.id });
    expect((await invite({ share: own, emails: ['own-friend@example.com'] }, token)).status).toBe(204);
    expect((await mail.waitFor('own-friend@example.com')).text).toContain(`/admin/shared/${own}`);
    for (const unknown of [randomUUID(), 'not-a-uuid', '__proto__'])
      expect((await invite({ share: unknown, emails: ['x@example.com'] })).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.some((message) => message.to.includes('nosy@example.com') || message.to.includes('x@example.com'))).toBe(false);
  });

  it('refuses bad e-mails, an empty or too long list, and unknown keys with 400', async () => {
    const bodies: unknown[] = [
      { share, emails: ['not-an-email'] },
      { share, emails: [5] },
      { share, emails: 'a@example.com' },
      { share, emails: [] },
      { share, emails: Array.from({ length: 51 }, (_, index) => `bulk${index}@example.com`) },
      { share, emails: ['a@example.com'], constructor: 1 },
      { emails: ['a@example.com'] },
      [],
    ];
    for (const body of bodies) {
      const response = await invite(body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).extensions.code).toBe('INVALID_PAYLOAD');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.messages.some((message) => message.to.some((to) => to.startsWith('bulk') || to === 'a@example.com'))).toBe(false);
  });
});
