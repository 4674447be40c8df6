import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0];

describe.each(DATABASES)('flow graphs on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('refuses a link that closes a loop, and keeps the graph as it was', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      operations: [
        { key: 'a', type: 'transform', options: { json: { step: 'a' } }, resolve: 'b' },
        { key: 'b', type: 'transform', options: { json: { step: 'b' } } },
      ],
    });
    const b = flow.operations.get('b')!;
    const looped = await server.asAdmin(`/operations/${b}`, { method: 'PATCH', json: { reject: flow.operations.get('a') } });
    expect(looped.status).toBe(400);
    expect(await errorOf(looped)).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD' }, message: expect.stringContaining('loop') });
    expect(await server.server.ctx.db('directus_operations').where('id', b).first('reject')).toEqual({ reject: null });
    // A loop onto itself, in a batch update, is refused just the same.
    const self = await server.asAdmin('/operations', { method: 'PATCH', json: [{ id: b, resolve: b }] });
    expect(self.status).toBe(400);
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}`)).json()).toEqual({ step: 'b' });
  });

  it("refuses links to another flow's operations, from an operation or as a flow's first one", async () => {
    const one = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'x', type: 'log' }] });
    const other = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'y', type: 'log' }] });
    const foreign = other.operations.get('y')!;
    const linked = await server.asAdmin(`/operations/${one.operations.get('x')}`, { method: 'PATCH', json: { resolve: foreign } });
    expect(linked.status).toBe(400);
    expect((await errorOf(linked))?.message).toContain('outside its flow');
    const created = await server.asAdmin('/operations', {
      method: 'POST',
      json: { key: 'z', type: 'log', flow: one.id, position_x: 0, position_y: 0, resolve: foreign },
    });
    expect(created.status).toBe(400);
    expect(await server.server.ctx.db('directus_operations').where({ flow: one.id, key: 'z' })).toHaveLength(0);
    const first = await server.asAdmin(`/flows/${one.id}`, { method: 'PATCH', json: { operation: foreign } });
    expect(first.status).toBe(400);
    const moved = await server.asAdmin(`/operations/${foreign}`, { method: 'PATCH', json: { flow: one.id } });
    // Moving the other flow's first operation away leaves that flow pointing outside itself.
    expect(moved.status).toBe(400);
  });

  it('treats hostile operation keys as plain names in the data chain', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { return: '$all' },
      operations: [
        { key: '__proto__', type: 'transform', options: { json: { polluted: true } }, resolve: 'constructor' },
        {
          key: 'constructor',
          type: 'transform',
          options: { json: { seen: '{{ __proto__.polluted }}', missing: '{{ $trigger.__proto__ }}' } },
        },
      ],
    });
    const answer = await server.asAdmin(`/flows/trigger/${flow.id}`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const all = JSON.parse(text) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(all, '__proto__')).toBe(true);
    expect(text).toContain('"__proto__":{"polluted":true}');
    expect(all.constructor).toEqual({ seen: true, missing: '' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // MariaDB already refuses to store JSON nested past 32 levels (400 on the write), so the bomb never reaches a run there.
  it.skipIf(client === 'mysql')('refuses an operation whose options nest too deep, on the reject path instead of crashing', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level += 1) deep = { deeper: deep };
    const flow = await createFlow(server, {
      trigger: 'webhook',
      operations: [
        { key: 'bomb', type: 'transform', options: { json: deep as Record<string, unknown> }, reject: 'why' },
        { key: 'why', type: 'transform', options: { json: { code: '{{ bomb.code }}' } } },
      ],
    });
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}`)).json()).toEqual({ code: 'INVALID_PAYLOAD' });
  });

  it('refuses a schedule flow whose cron expression cannot be scheduled', async () => {
    for (const cron of ['every day', '99 * * * * *', '* * *'])
      expect(
        (await server.asAdmin('/flows', { method: 'POST', json: { name: 'bad', trigger: 'schedule', options: { cron } } })).status,
      ).toBe(400);
    expect(
      (await server.asAdmin('/flows', { method: 'POST', json: { name: 'ok', trigger: 'schedule', options: { cron: '*/5 * * * * *' } } }))
        .status,
    ).toBe(200);
  });

  it('lets only admins write flows and operations', async () => {
    const editor = await server.createUser({ role: await server.createRole() });
    const token = (await server.login(editor.email, editor.password)).access_token;
    expect((await server.request('/flows', { method: 'POST', token, json: { name: 'mine', trigger: 'webhook' } })).status).toBe(403);
    const flow = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'a', type: 'log' }] });
    expect(
      (await server.request(`/operations/${flow.operations.get('a')}`, { method: 'PATCH', token, json: { options: { message: 'x' } } }))
        .status,
    ).toBe(403);
  });
});
