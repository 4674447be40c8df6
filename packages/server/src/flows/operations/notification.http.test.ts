import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOperationContext, userAccountability } from '../../../test/harness/flow-operation-context.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { Accountability } from '../../permissions/accountability.js';
import notification from './notification.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('notification on %s', (client) => {
  let server: TestServer;
  let ann: { id: string; email: string; password: string };
  let bob: { id: string; email: string; password: string };
  let senderRole: string;
  let plainRole: string;
  const run = (options: Record<string, unknown>, accountability: Accountability | null = null) =>
    notification.handler(options, flowOperationContext(server, accountability)) as Promise<unknown>;
  const rowsFor = (recipient: string) => server.server.ctx.db('directus_notifications').where({ recipient }).orderBy('id');

  beforeAll(async () => {
    server = await startTestServer({ client });
    plainRole = await server.createRole({ name: 'Plain' });
    senderRole = await server.createRole({ name: 'Sender' });
    ann = await server.createUser({ role: plainRole });
    bob = await server.createUser({ role: plainRole });
    const rule = await server.asAdmin('/permissions', {
      method: 'POST',
      json: { role: senderRole, collection: 'directus_notifications', action: 'create', fields: ['*'], permissions: {} },
    });
    expect(rule.status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('creates one notification per recipient that each recipient then reads through the API', async () => {
    const keys = (await run({
      recipient: [ann.id, bob.id],
      subject: 'Article published',
      message: 'Your article **went live**.',
      collection: 'articles',
      item: 7,
      permissions: '$full',
    })) as unknown[];
    expect(keys).toHaveLength(2);
    for (const user of [ann, bob]) {
      const [row] = await rowsFor(user.id);
      expect(row).toMatchObject({ status: 'inbox', sender: null, subject: 'Article published', collection: 'articles', item: '7' });
      const { access_token } = await server.login(user.email, user.password);
      const listed = (await (await server.request('/notifications', { token: access_token })).json()) as {
        data: Array<{ subject: string }>;
      };
      expect(listed.data.map((n) => n.subject)).toEqual(['Article published']);
    }
  });

  it('acts with the rules permissions names: a user without a create rule is refused, a role with one may send', async () => {
    const plain = userAccountability(ann.id, plainRole);
    await expect(run({ recipient: bob.id, subject: 'From Ann' }, plain)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(run({ recipient: bob.id, subject: 'From public', permissions: '$public' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rowsFor(bob.id)).some((row: { subject: string }) => row.subject.startsWith('From '))).toBe(false);
    const [key] = (await run({ recipient: `${bob.id}`, subject: 'From role', permissions: senderRole }, plain)) as unknown[];
    expect(await server.server.ctx.db('directus_notifications').where({ id: key }).first()).toMatchObject({
      subject: 'From role',
      sender: null,
    });
    // A run started by a user who may send records them as the sender.
    const sender = await server.createUser({ role: senderRole });
    await run({ recipient: bob.id, subject: 'From sender' }, userAccountability(sender.id, senderRole));
    const rows = (await rowsFor(bob.id)) as Array<{ subject: string; sender: string | null }>;
    expect(rows.find((row) => row.subject === 'From sender')).toMatchObject({ sender: sender.id });
  });

  it('refuses recipients that are not user ids, a missing subject, and an unknown user without a 500', async () => {
    for (const recipient of [undefined, '', [], 'ann', [{ id: ann.id }], `${ann.id},not-a-user`, '__proto__'])
      await expect(run({ recipient, subject: 'x', permissions: '$full' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ recipient: ann.id, permissions: '$full' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    const unknown = await run({ recipient: '6f1c1a52-5a9e-4a43-9a52-1c5e7f1d0a11', subject: 'x', permissions: '$full' }).catch(
      (error: unknown) => error,
    );
    expect(unknown).toMatchObject({ code: expect.stringMatching(/^(INVALID_FOREIGN_KEY|INVALID_PAYLOAD|FORBIDDEN)$/) as unknown });
  });
});
