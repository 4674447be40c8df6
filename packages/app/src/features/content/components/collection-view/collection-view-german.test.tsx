import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../../lib/i18n/i18n.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

afterEach(async () => {
  await applyLanguage('en-US');
});

/** A de-DE user on the articles list: the title field and the collection are named through `$t:` strings. */
async function openGermanArticles() {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: {
      ...schema.items,
      directus_translations: [
        { id: 't1', key: 'article_title', language: 'en-US', value: 'Headline' },
        { id: 't2', key: 'article_title', language: 'de-DE', value: 'Überschrift' },
        { id: 't3', key: 'articles_name', language: 'de-DE', value: 'Artikel' },
      ],
    },
  });
  client.data.me.language = 'de-DE';
  const title = client.data.fields.find((field) => field.collection === 'articles' && field.field === 'title');
  const articles = client.data.collections.find((entry) => entry.collection === 'articles');
  if (!title?.meta || !articles?.meta) throw new Error('fixture');
  title.meta.translations = [{ language: 'de-DE', translation: '$t:article_title' }];
  articles.meta.translations = [{ language: 'de-DE', translation: '$t:articles_name', singular: 'Artikel', plural: 'Artikel' }];
  return { client, ...renderApp(client, '/content/articles') };
}

describe('collection page in German', () => {
  it('names the heading, breadcrumbs and column headers in German, $t: names resolved, and pages in German', async () => {
    await openGermanArticles();
    await screen.findByRole('link', { name: 'Eintrag erstellen' });
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toContain('Überschrift'));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).not.toContain('Title');
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Inhalte' })).toHaveAttribute('href', '/content');
    expect(within(crumbs).getByText('Artikel')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Artikel' })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(pagination).getByLabelText('Pro Seite')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    expect(within(pagination).getByText('Seite 1 von 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import / Export' })).toBeInTheDocument();
  });

  it('says what is selected and offers its actions in German', async () => {
    const { user } = await openGermanArticles();
    await screen.findByRole('link', { name: 'Eintrag erstellen' });
    const boxes = await screen.findAllByRole('checkbox', { name: /^Auswählen: / });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const bar = await screen.findByRole('region', { name: 'Ausgewählte Einträge' });
    expect(within(bar).getByText('2 Einträge ausgewählt')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alertdialog', { name: '2 Einträge löschen?' })).toBeInTheDocument();
  });
});
