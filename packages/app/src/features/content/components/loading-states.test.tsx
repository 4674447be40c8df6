import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const never = () => new Promise<never>(() => undefined);

describe('loading states', () => {
  it('keeps the shell and the navigation while items load, and shows rows in outline instead of a spinner', async () => {
    const client = await signedInFakeClient(blogSchema());
    client.readItems = never;
    const { container } = renderApp(client, '/content/articles');
    const loading = await screen.findByRole('status', { name: 'Loading items' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelectorAll('.skeleton__bone').length).toBeGreaterThan(3);
    expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu/i })).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
  });

  it('shows the form in outline while an item loads', async () => {
    const client = await signedInFakeClient(blogSchema());
    client.readItem = never;
    const { container } = renderApp(client, '/content/articles/1');
    const loading = await screen.findByRole('status', { name: 'Loading item' });
    expect(loading.querySelectorAll('.skeleton__field').length).toBeGreaterThan(2);
    expect(screen.getByRole('navigation', { name: 'Collections' })).toBeInTheDocument();
    expect(container.querySelector('.spinner')).toBeNull();
  });

  it("outlines the item's form, not a table, while an item's collection schema loads", async () => {
    const client = await signedInFakeClient(blogSchema());
    client.readFields = never;
    renderApp(client, '/content/articles/1');
    const loading = await screen.findByRole('status', { name: 'Loading collection' });
    expect(loading.querySelectorAll('.skeleton__field').length).toBeGreaterThan(2);
  });

  it('draws the outline of the shell, not a spinner, while the session is checked', async () => {
    const client = await signedInFakeClient(blogSchema());
    client.readMe = never;
    const { container } = renderApp(client, '/content/articles');
    await screen.findByRole('status', { name: 'Checking your session' });
    expect(container.querySelector('.shell-skeleton__nav')).not.toBeNull();
    expect(container.querySelector('.spinner')).toBeNull();
  });
});
