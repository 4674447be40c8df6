import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

async function open(trash: boolean) {
  const client = await signedInFakeClient({
    collections: [makeCollection('articles', { trash })],
    fields: [makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true, has_auto_increment: true })],
    relations: [],
  });
  const rendered = renderApp(client, '/settings/data-model/articles');
  const form = await screen.findByRole('form', { name: 'Collection settings' });
  return { client, form, ...rendered };
}

describe('collection settings: trash', () => {
  it('turns "Keep deleted items restorable" on, saving only `trash`', async () => {
    const { client, form, user } = await open(false);
    const toggle = within(form).getByRole('checkbox', { name: 'Keep deleted items restorable (trash)' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() => expect(client.callsOf('updateCollection')).toEqual([['articles', { trash: true }]]));
  });

  it('shows it on where the collection keeps its trash, and turns it off', async () => {
    const { client, form, user } = await open(true);
    const toggle = within(form).getByRole('checkbox', { name: 'Keep deleted items restorable (trash)' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() => expect(client.callsOf('updateCollection')).toEqual([['articles', { trash: false }]]));
  });
});
