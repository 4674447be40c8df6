import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  authentication,
  createClient,
  createRole,
  createUser,
  isTesseraError,
  readMe,
  readUser,
  readUsers,
  rest,
  staticToken,
  updateMe,
  withMeta,
  type TesseraUser,
} from '@tessera/sdk';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { startSdkTestServer, type BlogSchema } from './blog-fixture.js';

const PASSWORD = 'Editor-password-1!';

// Password hashing makes each new user and sign-in take a few hundred milliseconds.
describe('SDK users and /users/me against the real server (SQLite)', { timeout: 20_000 }, () => {
  let server: TestServer;
  let admin: ReturnType<typeof adminClient>;
  let editorRole: string;
  let adminId: string;
  const adminClient = () => createClient<BlogSchema>(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));
  let count = 0;

  /** A new active editor created through the SDK, and a client signed in as them (json mode) unless `login` is false. */
  async function newEditor(firstName: string, { login = true } = {}) {
    count += 1;
    const email = `editor-${count}@example.com`;
    const user = await admin.request(
      createUser({ email, password: PASSWORD, first_name: firstName, role: editorRole, status: 'active' }, { fields: ['id', 'email'] }),
    );
    const client = createClient<BlogSchema>(server.url)
      .with(rest())
      .with(authentication('json', { autoRefresh: false }));
    if (login) await client.login(email, PASSWORD);
    return { id: user.id, email, client };
  }

  beforeAll(async () => {
    server = await startSdkTestServer();
    admin = adminClient();
    const role = await admin.request(createRole({ name: 'Editor', app_access: true, admin_access: false }, { fields: ['id'] }));
    editorRole = role.id;
    adminId = (await admin.request(readMe({ fields: ['id'] }))).id;
  }, 60_000);
  afterAll(async () => server?.close());

  it('readUser reads one user by key with the requested fields, the role followed', async () => {
    const editor = await newEditor('Ed');
    const user = await admin.request(readUser(editor.id, { fields: ['id', 'email', 'first_name', 'status', 'role.name'] }));
    expectTypeOf(user).toEqualTypeOf<{
      id: string;
      email: string | null;
      first_name: string | null;
      status: TesseraUser['status'];
      role: { name: string } | null;
    }>();
    expect(user).toEqual({ id: editor.id, email: editor.email, first_name: 'Ed', status: 'active', role: { name: 'Editor' } });
  });

  it('readUsers lists users with fields, filter, sort, limit and meta', async () => {
    const first = await newEditor('Fay', { login: false });
    const second = await newEditor('Gus', { login: false });
    const both = await admin.request(
      readUsers({
        fields: ['id', 'email', 'first_name', 'role.name'],
        filter: { email: { _in: [first.email, second.email] } },
        sort: ['-email'],
      }),
    );
    expect(both).toEqual([
      { id: second.id, email: second.email, first_name: 'Gus', role: { name: 'Editor' } },
      { id: first.id, email: first.email, first_name: 'Fay', role: { name: 'Editor' } },
    ]);

    const everyone = await admin.request(readUsers({ fields: ['id'], limit: -1 }));
    expect(everyone.map((user) => user.id)).toEqual(expect.arrayContaining([adminId, first.id, second.id]));
    const page = await admin.request(withMeta(readUsers({ fields: ['email'], sort: ['email'], limit: 1, meta: 'total_count' })));
    expect(page).toEqual({ data: [{ email: TEST_ADMIN.email }], meta: { total_count: everyone.length } });
  });

  it('readMe answers the signed-in user, updateMe changes their own profile', async () => {
    const editor = await newEditor('Hal');
    const me = await editor.client.request(readMe({ fields: ['id', 'email', 'first_name', 'role.name'] }));
    expect(me).toEqual({ id: editor.id, email: editor.email, first_name: 'Hal', role: { name: 'Editor' } });

    const updated = await editor.client.request(
      updateMe({ first_name: 'Hale', last_name: 'Smith' }, { fields: ['first_name', 'last_name'] }),
    );
    expectTypeOf(updated).toEqualTypeOf<{ first_name: string | null; last_name: string | null }>();
    expect(updated).toEqual({ first_name: 'Hale', last_name: 'Smith' });
    expect(await admin.request(readUser(editor.id, { fields: ['first_name', 'last_name'] }))).toEqual({
      first_name: 'Hale',
      last_name: 'Smith',
    });
  });

  it('updateMe of a field the user may not change rejects with FORBIDDEN and changes nothing', async () => {
    const editor = await newEditor('Ivy');
    const error: unknown = await editor.client.request(updateMe({ status: 'suspended' })).catch((reason: unknown) => reason);
    expect(isTesseraError(error) && [error.status, error.errors[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN']);
    expect(await admin.request(readUser(editor.id, { fields: ['status'] }))).toEqual({ status: 'active' });
  });

  it('a non-admin reads only themselves: readUsers lists one user, readUser of another rejects with FORBIDDEN', async () => {
    const editor = await newEditor('Jo');
    expect(await editor.client.request(readUsers({ fields: ['id', 'email'] }))).toEqual([{ id: editor.id, email: editor.email }]);
    const error: unknown = await editor.client.request(readUser(adminId)).catch((reason: unknown) => reason);
    expect(isTesseraError(error) && [error.status, error.errors[0]?.extensions?.code]).toEqual([403, 'FORBIDDEN']);
  });
});
