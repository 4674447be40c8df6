import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type Field = { field: string; meta: Record<string, unknown> & { sort: number | null } };

/**
 * System fields carry the reference's presentation (issue 41, point 4): the reference app's files
 * grid shows sizes and types through the `filesize` and `mime-type` displays and orders the file
 * form by the system fields' `sort`.
 */
describe('system field metas (SQLite)', () => {
  let server: TestServer;
  let files: Field[];

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    files = ((await (await server.asAdmin('/fields/directus_files')).json()) as { data: Field[] }).data;
  });
  afterAll(async () => server?.close());

  const metaOf = (field: string) => files.find((f) => f.field === field)?.meta;

  it('gives file fields the reference displays and flags', () => {
    expect(metaOf('filesize')).toMatchObject({ display: 'filesize', readonly: true, system: true });
    expect(metaOf('type')).toMatchObject({ display: 'mime-type', readonly: true });
    expect(metaOf('modified_by')).toMatchObject({ interface: 'select-dropdown-m2o', display: 'user', width: 'half' });
    expect(metaOf('folder')).toMatchObject({ display: 'related-values', display_options: { template: '{{ name }}' } });
    expect(metaOf('id')).toMatchObject({ hidden: true, interface: 'input' });
  });

  it('shows the user avatar as an image, full width, after the sign-in fields', async () => {
    const users = ((await (await server.asAdmin('/fields/directus_users')).json()) as { data: Field[] }).data;
    const avatar = users.find((f) => f.field === 'avatar')?.meta;
    expect(avatar).toMatchObject({ interface: 'file', display: 'image', width: 'full', sort: 5 });
    expect(users.find((f) => f.field === 'role')?.meta).toMatchObject({
      display: 'related-values',
      display_options: { template: '{{ name }}' },
    });
  });

  it('numbers them in the reference order', () => {
    const ordered = [...files].filter((f) => f.meta.sort !== null).sort((a, b) => a.meta.sort! - b.meta.sort!);
    expect(ordered.slice(0, 6).map((f) => f.field)).toEqual(['id', 'title', 'description', 'tags', 'location', 'storage']);
    expect(ordered.map((f) => f.field).indexOf('filesize')).toBeLessThan(ordered.map((f) => f.field).indexOf('folder'));
  });
});
