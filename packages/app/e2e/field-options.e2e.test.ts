import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

interface FieldRow {
  field: string;
  meta: { interface: string | null; options: unknown; conditions: unknown; validation: unknown; validation_message: string | null };
  schema: { default_value: unknown } | null;
}

/**
 * Issue 14's field editor on the real server (SQLite): a dropdown's choices, a default value, a
 * validation rule and a condition are set on the data model screens only, then the content
 * module offers the choices, starts from the default, refuses a value with the rule's message and
 * hides a field while the condition matches. Every setting is read back through the API.
 */
describe('field options in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'articles',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'input' } },
        { field: 'summary', type: 'text', meta: { interface: 'input-multiline' } },
      ],
    });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const fields = async () => new Map((await apiData<FieldRow[]>(session.server, '/fields/articles')).map((row) => [row.field, row]));

  const editField = async (key: string): Promise<Locator> => {
    await page.getByRole('button', { name: `Edit field ${key}` }).click();
    return page.getByRole('dialog', { name: `Edit field ${key}` });
  };

  const saveField = async (drawer: Locator) => {
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
  };

  it('sets choices, a default, a validation rule and a condition on the field editor', async () => {
    await page.goto(`${session.appUrl}/settings/data-model/articles`);

    let drawer = await editField('status');
    await drawer.getByRole('tab', { name: 'Interface' }).click();
    await drawer.getByRole('combobox', { name: 'Interface' }).selectOption({ label: 'Dropdown' });
    const options = drawer.getByRole('region', { name: 'Interface options' });
    for (const [index, [text, value]] of [
      ['Draft', 'draft'],
      ['Published', 'published'],
    ].entries()) {
      await options.getByRole('button', { name: 'Add choice' }).click();
      await options.getByRole('textbox', { name: `Text ${index + 1}` }).fill(text!);
      await options.getByRole('textbox', { name: `Value ${index + 1}` }).fill(value!);
    }
    console.log(`Screenshot of the interface options: ${await screenshot(page, 'field-options-interface')}`);
    await drawer.getByRole('tab', { name: 'Schema' }).click();
    await drawer.getByRole('textbox', { name: 'Default value' }).fill('draft');
    console.log(`Screenshot of the schema tab: ${await screenshot(page, 'field-options-schema')}`);
    await saveField(drawer);

    drawer = await editField('title');
    await drawer.getByRole('tab', { name: 'Validation' }).click();
    const rule = drawer.getByRole('group', { name: 'Validation rule' });
    await rule.getByRole('button', { name: 'Add filter' }).click();
    await rule.getByRole('combobox', { name: 'Field' }).selectOption('title');
    await rule.getByLabel('Operator').selectOption({ label: 'Contains' });
    await rule.getByRole('textbox', { name: 'Value' }).fill('News');
    await drawer.getByRole('textbox', { name: 'Validation message' }).fill('A title has to mention News.');
    console.log(`Screenshot of the validation tab: ${await screenshot(page, 'field-options-validation')}`);
    await saveField(drawer);

    drawer = await editField('summary');
    await drawer.getByRole('tab', { name: 'Conditions' }).click();
    await drawer.getByRole('button', { name: 'Add condition' }).click();
    await drawer.getByRole('textbox', { name: 'Condition 1 name' }).fill('No summary once published');
    const conditionRule = drawer.getByRole('group', { name: 'Rule 1' });
    await conditionRule.getByRole('button', { name: 'Add filter' }).click();
    await conditionRule.getByRole('combobox', { name: 'Field' }).selectOption('status');
    // The status field's new choices are offered as the rule's value.
    await conditionRule.getByRole('combobox', { name: 'Value' }).selectOption({ label: 'Published' });
    await drawer.getByRole('checkbox', { name: 'Hidden (condition 1)' }).check();
    console.log(`Screenshot of the conditions tab: ${await screenshot(page, 'field-options-conditions')}`);
    await saveField(drawer);

    const saved = await fields();
    expect(saved.get('status')?.meta).toMatchObject({
      interface: 'select-dropdown',
      options: {
        choices: [
          { text: 'Draft', value: 'draft' },
          { text: 'Published', value: 'published' },
        ],
      },
    });
    expect(saved.get('status')?.schema?.default_value).toBe('draft');
    expect(saved.get('title')?.meta).toMatchObject({
      validation: { _and: [{ title: { _contains: 'News' } }] },
      validation_message: 'A title has to mention News.',
    });
    expect(saved.get('summary')?.meta.conditions).toEqual([
      {
        name: 'No summary once published',
        rule: { _and: [{ status: { _eq: 'published' } }] },
        readonly: false,
        hidden: true,
        required: false,
      },
    ]);
  });

  it('the content module offers the choices, starts from the default, refuses with the message and applies the condition', async () => {
    await page.goto(`${session.appUrl}/content/articles/+`);
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.waitFor();
    expect(await status.locator('option').allTextContents()).toEqual(['— Select an option —', 'Draft', 'Published']);
    expect(await status.locator('option:checked').textContent()).toBe('Draft');

    await page.getByRole('textbox', { name: 'Title' }).fill('Weather');
    await page.getByRole('textbox', { name: 'Summary' }).fill('Sunny.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('A title has to mention News.').count()).toBeGreaterThan(0);
    console.log(`Screenshot of the refusal: ${await screenshot(page, 'field-options-refusal')}`);

    await status.selectOption({ label: 'Published' });
    await page.getByRole('textbox', { name: 'Summary' }).waitFor({ state: 'detached' });
    console.log(`Screenshot of the condition hiding Summary: ${await screenshot(page, 'field-options-condition')}`);
    await status.selectOption({ label: 'Draft' });
    await page.getByRole('textbox', { name: 'Summary' }).waitFor();

    // The server enforces the same rule on the API (an admin included).
    const refused = await session.server.asAdmin('/items/articles', { method: 'POST', json: { title: 'Weather' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { extensions: unknown }[] }).errors[0]?.extensions).toMatchObject({
      code: 'FAILED_VALIDATION',
      field: 'title',
    });

    await page.getByRole('textbox', { name: 'Title' }).fill('News: weather');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/articles`);
    expect(await apiData(session.server, '/items/articles?fields=title,status,summary')).toEqual([
      { title: 'News: weather', status: 'draft', summary: 'Sunny.' },
    ]);
  });
});
