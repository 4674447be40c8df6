import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { openApiFixture } from '../../../testing/openapi-fixture.js';
import { renderApp } from '../../../testing/ui.js';

async function openDocs(seed: Parameters<typeof signedInFakeClient>[0] = {}, path = '/docs') {
  const client = await signedInFakeClient(seed);
  const view = renderApp(client, path);
  return { client, ...view };
}

const tagLinks = () =>
  within(screen.getByRole('navigation', { name: 'API tags' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the API documentation page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the tags, collections first, and shows the first tag’s operations', async () => {
    const { client } = await openDocs();
    expect(await screen.findByRole('heading', { level: 1, name: 'API documentation' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: /ItemsArticles/ });
    expect(client.callsOf('readOpenApiSpec')).toEqual([[]]);
    expect(tagLinks()).toEqual(['ItemsArticles5', 'ItemsAuthors5', 'ItemsHomepage2', 'Server1', 'Users3']);
    expect(screen.getByText('Dynamic API Specification · 1.0.0 · OpenAPI 3.1.0')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'GET /items/articles',
      'POST /items/articles',
      'GET /items/articles/{id}',
      'PATCH /items/articles/{id}',
      'DELETE /items/articles/{id}',
    ]);
    expect(screen.getByRole('link', { name: 'ItemsArticles' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an operation’s parameters as a table, its request body and its responses with resolved refs', async () => {
    await openDocs({}, '/docs?tag=ItemsArticles');
    const table = await screen.findByRole('table', { name: 'Parameters of GET /items/articles' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'In', 'Required', 'Type', 'Description']);
    const fields = within(table).getByRole('row', { name: /^fields/ });
    expect(
      within(fields)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['query', 'No', 'array<string> ', 'Control what fields are being returned in the object.']);
    const idRow = within(screen.getByRole('table', { name: 'Parameters of GET /items/articles/{id}' })).getByRole('row', { name: /^id/ });
    expect(within(idRow).getAllByRole('cell')[1]).toHaveTextContent('Yes');
    const patch = screen.getByRole('region', { name: 'PATCH /items/articles/{id}' });
    expect(within(patch).getByRole('heading', { level: 4, name: 'Request body (Required)' })).toBeInTheDocument();
    expect(within(patch).getByRole('list', { name: 'Schema (application/json)' })).toHaveTextContent('ItemsArticles');
    const responses = within(patch).getByRole('heading', { level: 4, name: 'Responses' }).nextElementSibling as HTMLElement;
    expect(responses).toHaveTextContent('200 Successful request');
    expect(responses).toHaveTextContent('404 Error: Not found.');
    const remove = screen.getByRole('region', { name: 'DELETE /items/articles/{id}' });
    expect(remove).toHaveTextContent('204 Successful requestNo content');
  });

  it('opens another tag from the sidebar and shows a field of its schema on demand', async () => {
    const { user } = await openDocs();
    await user.click(await screen.findByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { level: 2, name: /Users/ });
    const me = screen.getByRole('region', { name: 'GET /users/me' });
    expect(me).toHaveTextContent('Retrieve Current User');
    await user.click(within(me).getByRole('button', { name: 'data' }));
    const email = within(me).getByText('email', { selector: '.schema-node__name' });
    expect(email.closest('.schema-node__line')).toHaveTextContent('string | nullFormat: email');
  });

  it('narrows tags and operations with the filter box', async () => {
    const { user } = await openDocs();
    const filter = await screen.findByRole('searchbox', { name: 'Filter tags and operations' });
    await user.type(filter, 'authors');
    expect(tagLinks()).toEqual(['ItemsAuthors5']);
    expect(screen.getByRole('heading', { level: 2, name: /ItemsAuthors/ })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'delete');
    expect(tagLinks()).toEqual(['ItemsArticles1', 'ItemsAuthors1']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['DELETE /items/articles/{id}']);
    await user.type(filter, ' nothing');
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing matches' })).toBeInTheDocument();
    expect(screen.getByText('No tag or operation matches “delete nothing”.')).toBeInTheDocument();
  });

  it('shows the API’s error when the document may not be read', async () => {
    const client = await signedInFakeClient();
    client.failNext('readOpenApiSpec', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const { user } = renderApp(client, '/docs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the API documentation");
    expect(alert).toHaveTextContent("You don't have permission to access this.");
    expect(screen.queryByRole('button', { name: 'Download JSON' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: /ItemsArticles/ });
  });

  it('says so when the document has no operations', async () => {
    await openDocs({ openApiSpec: { openapi: '3.1.0', info: { title: 'Empty', version: '1.0.0' }, paths: {} } });
    expect(await screen.findByRole('heading', { name: 'No operations' })).toBeInTheDocument();
  });

  it('downloads the document as JSON', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:openapi'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const { user } = await openDocs();
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(clicks).toEqual([{ href: 'blob:openapi', download: 'openapi.json' }]);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(openApiFixture());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:openapi'));
  });

  it('is linked from the user menu', async () => {
    const { user, router } = await openDocs({}, '/activity');
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'API documentation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/docs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'API documentation' })).toBeInTheDocument();
  });
});
