import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOperationContext } from '../../../test/harness/flow-operation-context.js';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import mail from './mail.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('mail on %s', (client) => {
  let catcher: MailCatcher;
  let server: TestServer;
  let folder: string;
  const run = (options: Record<string, unknown>) => mail.handler(options, flowOperationContext(server, null)) as Promise<unknown>;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tessera-mail-templates-'));
    const templates = join(folder, 'templates');
    mkdirSync(templates);
    writeFileSync(join(templates, 'welcome.liquid'), '<p>Welcome {{ name }}, order {{ order.id }}.</p>');
    writeFileSync(join(templates, 'escape.liquid'), "{% include '../secret' %}");
    writeFileSync(join(folder, 'secret.liquid'), 'SECRET-OUTSIDE-THE-FOLDER');
    catcher = await startMailCatcher();
    server = await startTestServer({ client, env: { ...catcher.env, EMAIL_TEMPLATES_PATH: templates } });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends markdown as HTML with raw HTML and javascript: links left inert, plus the text part', async () => {
    await expect(
      run({
        to: 'reader@example.com',
        subject: 'Weekly digest',
        body: '# Hello\n\n**bold** <script>alert(1)</script> [click](javascript:alert(1)) https://example.com/a',
      }),
    ).resolves.toBeNull();
    const message = await catcher.waitFor('reader@example.com');
    expect(message.text).toContain('Subject: Weekly digest');
    const htmlAt = message.text.indexOf('Content-Type: text/html');
    expect(htmlAt).toBeGreaterThan(0);
    const [plain, html] = [message.text.slice(0, htmlAt), message.text.slice(htmlAt)];
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain('<a href="https://example.com/a">');
    // The plain-text part is the markdown as written.
    expect(plain).toContain('**bold**');
  });

  it('sends to every address of a list or a comma-separated text, and wysiwyg HTML as written', async () => {
    await run({ to: ['one@example.com', 'two@example.com'], subject: 'List', type: 'wysiwyg', body: '<p>Rich <em>text</em></p>' });
    await run({ to: 'three@example.com, four@example.com', subject: 'Text', body: 'plain' });
    for (const address of ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'])
      expect((await catcher.waitFor(address)).text).toContain(address);
    expect((await catcher.waitFor('one@example.com')).text).toContain('<p>Rich <em>text</em></p>');
  });

  it('renders a liquid template from EMAIL_TEMPLATES_PATH with data, escaping it, and never reads outside the folder', async () => {
    await run({
      to: 'templated@example.com',
      subject: 'Welcome',
      type: 'template',
      template: 'welcome',
      data: '{"name": "<b>Ann</b>", "order": {"id": 42}}',
    });
    const message = await catcher.waitFor('templated@example.com');
    expect(message.text).toContain('Welcome &lt;b&gt;Ann&lt;/b&gt;, order 42.');
    for (const template of ['../secret', 'welcome.liquid', '/etc/passwd', '', 'missing', 'escape'])
      await expect(run({ to: 'x@example.com', type: 'template', template })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    expect(catcher.messages.some((caught) => caught.text.includes('SECRET-OUTSIDE-THE-FOLDER'))).toBe(false);
  });

  it('refuses recipients that are not single addresses, and a subject cannot add headers', async () => {
    for (const to of [
      '',
      [],
      'not-an-address',
      'a@example.com\r\nBcc: evil@example.com',
      '"Evil" <evil@example.com>',
      [{ email: 'a@example.com' }],
      Array.from({ length: 101 }, (_, index) => `r${index}@example.com`),
    ])
      await expect(run({ to, subject: 'x', body: 'x' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ to: 'a@example.com', type: 'html', body: 'x' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await run({ to: 'victim@example.com', subject: 'Hi\r\nBcc: evil@example.com', body: 'x' });
    const message = await catcher.waitFor('victim@example.com');
    expect(message.to).toEqual(['victim@example.com']);
    expect(message.text).toContain('Subject: Hi Bcc: evil@example.com');
    expect(catcher.messages.some((caught) => caught.to.includes('evil@example.com'))).toBe(false);
  });
});

/** EMAIL_TEMPLATES_PATH unset: `./templates`, relative to the folder the server was started in, as the reference reads it. */
describe('mail templates at the default EMAIL_TEMPLATES_PATH', () => {
  let catcher: MailCatcher;
  let server: TestServer;
  let folder: string;
  const started = process.cwd();
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tessera-mail-cwd-'));
    mkdirSync(join(folder, 'templates'));
    writeFileSync(join(folder, 'templates', 'greeting.liquid'), '<p>Hello {{ name }} from ./templates.</p>');
    // `npm start` runs in the project folder; each test file has a process of its own (pool: forks).
    process.chdir(folder);
    catcher = await startMailCatcher();
    server = await startTestServer({ env: catcher.env });
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
    process.chdir(started);
    rmSync(folder, { recursive: true, force: true });
  });

  it('renders <name>.liquid from ./templates under the working directory', async () => {
    const context = flowOperationContext(server, null);
    await mail.handler({ to: 'cwd@example.com', subject: 'Hi', type: 'template', template: 'greeting', data: { name: 'Ann' } }, context);
    expect((await catcher.waitFor('cwd@example.com')).text).toContain('Hello Ann from ./templates.');
  });
});
