import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_DE } from '../src/lib/i18n/messages-de.js';
import { MESSAGES_EN, type Messages } from '../src/lib/i18n/messages-en.js';
import { apiWrite, screenshot, startAppSession } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { seriousViolations } from './support/axe.js';
import { pngBytes } from './support/png-bytes.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

const EDITOR = { email: 'petra@example.com', password: 'Editor-password-1!', first_name: 'Petra', last_name: 'Editor' };

/** One page an editor uses: how to reach it and when it has loaded, and a label of the app's own on it that shows its language. */
interface EditorPage {
  name: string;
  open: (messages: Messages) => Promise<void>;
  label: (messages: Messages) => string;
}

/** Dark text on light chips: readable (the axe contrast rule) in the table and the dropdown. */
const STATUS_CHOICES = [
  { text: 'Draft', value: 'draft', foreground: '#18222F', background: '#D3DAE4' },
  { text: 'In review', value: 'review', foreground: '#18222F', background: '#FFD089' },
  { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#1C6B58' },
];

const LANGUAGES = [
  { code: 'en', tag: 'en-US', messages: MESSAGES_EN },
  { code: 'de', tag: 'de-DE', messages: MESSAGES_DE },
] as const;
const WIDTHS = [1280, 1440] as const;

/**
 * Issue 42: every page a non-admin editor uses, in English and German at 1280 and 1440 px, each
 * saved as a screenshot and held to the axe check, on a small blog (articles with a Markdown summary and a rich-text body, a
 * coloured status, a publish date, a cover image and tags) and a role with an editor's rules.
 */
describe("the editor's pages in English and German", () => {
  let session: AppSession;
  let page: Page;
  let editorId: string;
  let fileId: string;
  let shareId: string;
  let dashboardId: string;
  let editorToken: string;
  const refused: string[] = [];

  beforeAll(async () => {
    session = await startAppSession();
    const { server } = session;
    const upload = new FormData();
    upload.append('title', 'Harbour at dawn');
    upload.append('file', new Blob([new Uint8Array(pngBytes(160, 100, [40, 110, 170]))], { type: 'image/png' }), 'harbour.png');
    fileId = ((await (await server.asAdmin('/files', { method: 'POST', body: upload })).json()) as { data: { id: string } }).data.id;

    await apiWrite(server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}', accountability: 'all' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'summary', type: 'text', meta: { interface: 'input-rich-text-md' } },
        { field: 'body', type: 'text', meta: { interface: 'input-rich-text-html' } },
        {
          field: 'status',
          type: 'string',
          schema: { default_value: 'draft' },
          meta: {
            interface: 'select-dropdown',
            options: { choices: STATUS_CHOICES.map(({ text, value, background }) => ({ text, value, color: background })) },
            display: 'labels',
            display_options: { choices: STATUS_CHOICES },
          },
        },
        { field: 'publish_date', type: 'timestamp', meta: { interface: 'datetime', display: 'datetime' } },
        { field: 'cover', type: 'uuid', meta: { interface: 'file-image', special: ['file'], display: 'image' } },
        { field: 'tags', type: 'json', meta: { interface: 'tags', special: ['cast-json'], display: 'labels' } },
      ],
    });
    await apiWrite(server, 'POST', '/relations', { collection: 'articles', field: 'cover', related_collection: 'directus_files' });
    const articles = [
      { title: 'Harbour festival', status: 'published', publish_date: '2026-05-02T09:30:00Z', cover: fileId, tags: ['events', 'city'] },
      { title: 'New ferry timetable', status: 'review', publish_date: '2026-06-01T07:00:00Z', tags: ['transport'] },
      { title: 'Letters to the editor', status: 'draft', tags: [] },
    ];
    for (const article of articles)
      await apiWrite(server, 'POST', '/items/articles', { ...article, body: '<h2>Summary</h2><p>A <strong>short</strong> text.</p>' });

    const roleId = ((await apiWrite(server, 'POST', '/roles', { name: 'Editor', app_access: true, admin_access: false })) as { id: string })
      .id;
    const allow = (collection: string, action: string, rule: Record<string, unknown> = {}) =>
      apiWrite(server, 'POST', '/permissions', { role: roleId, collection, action, fields: ['*'], ...rule });
    for (const action of ['create', 'read', 'update', 'delete', 'share']) await allow('articles', action);
    for (const action of ['create', 'read', 'update']) await allow('directus_files', action);
    await allow('directus_folders', 'read');
    await allow('directus_users', 'read', { fields: ['id', 'first_name', 'last_name', 'email', 'avatar', 'language'] });
    await allow('directus_users', 'update', {
      fields: ['first_name', 'last_name', 'email', 'password', 'avatar', 'language', 'appearance', 'location', 'title', 'description'],
      permissions: { id: { _eq: '$CURRENT_USER' } },
    });
    await allow('directus_revisions', 'read');
    for (const action of ['create', 'read']) await allow('directus_shares', action);
    for (const action of ['create', 'read']) await allow('directus_activity', action);
    await allow('directus_notifications', 'read', { permissions: { recipient: { _eq: '$CURRENT_USER' } } });
    await allow('directus_dashboards', 'read');
    await allow('directus_panels', 'read');

    editorId = ((await apiWrite(server, 'POST', '/users', { ...EDITOR, role: roleId, status: 'active' })) as { id: string }).id;
    editorToken = (await server.login(EDITOR.email, EDITOR.password)).access_token;
    const asEditor = async (method: string, path: string, json: unknown) => {
      const response = await server.request(path, { method, token: editorToken, json });
      expect(response.status, `${method} ${path}`).toBe(200);
      return ((await response.json()) as { data: { id: string } }).data;
    };
    await asEditor('POST', '/activity/comment', { collection: 'articles', item: '1', comment: 'Photo credit is in the file.' });
    await asEditor('PATCH', '/items/articles/1', { title: 'Harbour festival 2026' });
    shareId = (await asEditor('POST', '/shares', { name: 'For the photographer', collection: 'articles', item: '1', role: roleId })).id;
    await apiWrite(server, 'POST', '/notifications', {
      recipient: editorId,
      subject: 'Please check the ferry article',
      message: 'The timetable changed.',
      collection: 'articles',
      item: '2',
    });
    dashboardId = ((await apiWrite(server, 'POST', '/dashboards', { name: 'Newsroom', icon: 'dashboard' })) as { id: string }).id;
    await apiWrite(server, 'POST', '/panels', {
      dashboard: dashboardId,
      name: 'Articles',
      type: 'metric',
      position_x: 1,
      position_y: 1,
      width: 12,
      height: 6,
      options: { collection: 'articles', field: 'id', function: 'count' },
    });

    page = (await session.newPage({ signedInAs: EDITOR })).page;
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );
  afterEach(() => expect(refused.splice(0)).toEqual([]));

  const goto = (path: string) => page.goto(`${session.appUrl}${path}`);
  /** The Markdown summary's and the rich-text body's toolbars, named in the page's language. */
  const formattingToolbars = async (m: Messages) => {
    for (const field of ['Summary', 'Body'])
      await page.getByRole('toolbar', { name: m.interfaceText.formatting.replace('{{label}}', field) }).waitFor();
  };
  const PAGES: readonly EditorPage[] = [
    {
      name: 'articles',
      open: async () => {
        await goto('/content/articles');
        await page.getByRole('table').getByText('New ferry timetable').waitFor();
      },
      label: (m) => m.collection.createItem,
    },
    {
      name: 'article',
      open: async (m) => {
        await goto('/content/articles/1');
        await formattingToolbars(m);
        const sidebar = page.getByRole('complementary', { name: m.itemSidebar.label });
        await sidebar.getByText('Photo credit is in the file.').waitFor();
        await sidebar.getByText('For the photographer').waitFor();
        await sidebar.getByRole('list', { name: m.itemSidebar.history }).getByRole('button').first().waitFor();
      },
      label: (m) => m.itemSidebar.addComment,
    },
    {
      name: 'new-article',
      open: async (m) => {
        await goto('/content/articles/+');
        await page.getByLabel('Title', { exact: true }).waitFor();
        await formattingToolbars(m);
      },
      label: (m) => m.item.save,
    },
    {
      name: 'files',
      open: async () => {
        await goto('/files');
        await page.getByText('Harbour at dawn').first().waitFor();
      },
      label: (m) => m.files.allFiles,
    },
    {
      name: 'file',
      open: async (m) => {
        await goto(`/files/${fileId}`);
        await page.getByLabel(m.files.fileInformation).waitFor();
      },
      label: (m) => m.files.fileInformation,
    },
    {
      name: 'account',
      open: async (m) => {
        await goto(`/users/${editorId}`);
        await page.getByLabel(m.users.firstName).waitFor();
      },
      label: (m) => m.users.lastName,
    },
    {
      name: 'notifications',
      open: async (m) => {
        await goto('/content/articles');
        await page.getByRole('button', { name: m.shell.notificationsUnread.replace('{{count}}', '1') }).click();
        await page.getByRole('dialog', { name: m.notifications.title }).getByText('Please check the ferry article').waitFor();
      },
      label: (m) => m.notifications.archiveAll,
    },
    {
      name: 'insights',
      open: async () => {
        await goto('/insights');
        await page.getByText('Newsroom').first().waitFor();
      },
      label: (m) => m.shell.moduleInsights,
    },
    {
      name: 'dashboard',
      open: async () => {
        await goto(`/insights/${dashboardId}`);
        await page.getByRole('heading', { name: 'Newsroom', level: 1 }).waitFor();
        await page.getByText('3', { exact: true }).first().waitFor();
      },
      label: (m) => m.insights.fullscreen,
    },
    {
      name: 'share',
      open: async () => {
        await goto(`/shared/${shareId}`);
        await page.getByText('Harbour festival 2026').first().waitFor();
      },
      label: (m) => m.shares.sharedItemOf.replace('{{collection}}', 'Articles'),
    },
  ];

  /** Whether the app's text is on the page: as text, a control's name or a field's label. */
  const isShown = (text: string) =>
    page
      .getByText(text, { exact: true })
      .or(page.getByRole('button', { name: text, exact: true }))
      .or(page.getByLabel(text, { exact: true }))
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );

  it('checks each page by a label that German and English write differently', () => {
    for (const { name, label } of PAGES) expect(label(MESSAGES_DE), name).not.toBe(label(MESSAGES_EN));
  });

  for (const language of LANGUAGES)
    for (const width of WIDTHS)
      it(`shows every page of an editor in ${language.tag} at ${width} px, each passing the axe check`, async () => {
        const chosen = await session.server.request('/users/me', { method: 'PATCH', token: editorToken, json: { language: language.tag } });
        expect(chosen.status).toBe(200);
        await page.setViewportSize({ width, height: 900 });
        for (const { name, open, label } of PAGES) {
          await open(language.messages);
          console.log(`Screenshot of the editor's ${name} page: ${await screenshot(page, `editor-${name}-${language.code}-${width}`)}`);
          // Soft: one run reports every page's problems, not only the first page's.
          expect.soft(await page.evaluate(() => document.documentElement.lang.split('-')[0]), name).toBe(language.code);
          expect.soft(await isShown(label(language.messages)), `${name}: "${label(language.messages)}" shown`).toBe(true);
          expect.soft(await seriousViolations(page), name).toEqual([]);
          expect.soft(session.takeProblems(), name).toEqual([]);
        }
      });
});
