import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { blogSchema } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/ui.js';

const LOGO = '0d1c2b3a-0000-4000-8000-000000000001';

async function openArticles(settings: Record<string, string | null>) {
  const client = await signedInFakeClient({ ...blogSchema(), settings: { project_name: 'My Project', ...settings } });
  const view = renderApp(client, '/content/articles');
  await screen.findByRole('heading', { name: 'Articles' });
  const modules = screen.getByRole('navigation', { name: 'Modules' });
  return { client, view, modules };
}

describe('the signed-in frame', () => {
  it("shows the project's logo at the top of the module bar", async () => {
    const { client, modules } = await openArticles({ project_logo: LOGO });
    const mark = modules.querySelector('.module-bar__project') as HTMLElement;
    expect(mark.querySelector('img')?.getAttribute('src')).toBe(`${client.url}/assets/${LOGO}`);
  });

  it("falls back to the name's initial without a logo", async () => {
    const { modules } = await openArticles({ project_logo: null });
    const mark = modules.querySelector('.module-bar__project') as HTMLElement;
    expect(mark.querySelector('img')).toBeNull();
    expect(mark).toHaveTextContent('M');
  });

  it('titles the tab with the page and the project', async () => {
    const { view } = await openArticles({});
    await waitFor(() => expect(document.title).toBe('Articles · My Project'));
    await view.user.click(within(screen.getByRole('navigation', { name: 'Modules' })).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(document.title).toBe('Data Model · My Project'));
  });

  it('offers "Skip to content" first, which takes the focus into the page past the navigation', async () => {
    const { view } = await openArticles({});
    await view.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await view.user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    await view.user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('navigation', { name: 'Modules' })).not.toContainElement(document.activeElement as HTMLElement);
  });
});
