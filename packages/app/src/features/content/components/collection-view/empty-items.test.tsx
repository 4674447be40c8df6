import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const rowTitles = () => screen.queryAllByRole('link', { name: /^Open / }).map((link) => link.textContent);

describe('empty collection states', () => {
  it('says "No items match" with the search text, and Clear brings back every row, clearing the search and the filter', async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user } = renderApp(client, '/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), 'title');
    await user.type(screen.getByLabelText('Value'), 'Hello');
    await waitFor(() => expect(rowTitles()).toEqual(['Hello']));
    await user.type(screen.getByLabelText('Search items'), 'zzz');

    expect(await screen.findByRole('heading', { name: 'No items match' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches “zzz”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(rowTitles()).toEqual(['Hello', 'Second']));
    expect(screen.getByLabelText('Search items')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    // The filter builder is empty again: its one rule is gone.
    expect(screen.queryByRole('combobox', { name: 'Field' })).not.toBeInTheDocument();
  });

  it('offers "Create item" in an empty collection to a role that may create', async () => {
    const schema = blogSchema();
    schema.items.labels = [];
    const client = await signedInFakeClient(schema);
    renderApp(client, '/content/labels');
    const heading = await screen.findByRole('heading', { name: 'No items yet' });
    const box = heading.closest('.state-box') as HTMLElement;
    expect(box.querySelector('svg')).not.toBeNull();
    expect(Array.from(box.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Create item', '/content/labels/+'],
    ]);
  });

  it('offers no create action to a role that may only read', async () => {
    const schema = blogSchema();
    schema.items.labels = [];
    const client = await signedInFakeClient({ ...schema, me: EDITOR, permissions: [permissionRule('labels', 'read')] });
    renderApp(client, '/content/labels');
    const heading = await screen.findByRole('heading', { name: 'No items yet' });
    expect((heading.closest('.state-box') as HTMLElement).querySelector('a')).toBeNull();
  });
});
