import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection } from '../../../testing/fixtures.js';
import { renderWithClient } from '../../../testing/render.js';
import { TriggerDialog } from './trigger-dialog.js';

describe('TriggerDialog', () => {
  it('sets up a manual trigger with the option names the server reads, its collections ticked by name', async () => {
    const client = await signedInFakeClient({ collections: ['pages', 'articles', 'directus_files'].map((name) => makeCollection(name)) });
    const onSubmit = vi.fn();
    renderWithClient(
      <TriggerDialog flow={{ trigger: 'manual', status: 'inactive', options: null }} onSubmit={onSubmit} onClose={() => {}} />,
      client,
    );
    const collections = within(screen.getByRole('group', { name: 'Collections' }));
    fireEvent.click(await collections.findByRole('checkbox', { name: 'articles' }));
    fireEvent.click(collections.getByRole('checkbox', { name: 'pages' }));
    // The event hook's note on item scopes means nothing here.
    expect(screen.queryByText(/apply to the items\.create/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'item' } });
    fireEvent.click(screen.getByLabelText('Require confirmation'));
    fireEvent.click(screen.getByLabelText('Active'));
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(onSubmit).toHaveBeenCalledWith({
      trigger: 'manual',
      status: 'active',
      options: { collections: ['articles', 'pages'], location: 'item', requireConfirmation: true },
    });
  });

  it('switches to a schedule, dropping the manual options, and to a webhook with its method', async () => {
    const onSubmit = vi.fn();
    renderWithClient(
      <TriggerDialog
        flow={{ trigger: 'manual', status: 'active', options: { collections: ['a'] } }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
      await signedInFakeClient(),
    );
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'schedule' } });
    fireEvent.change(screen.getByLabelText('Interval'), { target: { value: '*/5 * * * *' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ trigger: 'schedule', status: 'active', options: { cron: '*/5 * * * *' } });
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'webhook' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'POST' } });
    fireEvent.click(screen.getByLabelText('Asynchronous'));
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ trigger: 'webhook', status: 'active', options: { method: 'POST', async: true } });
  });

  it('refuses confirmation fields that are not JSON', async () => {
    const onSubmit = vi.fn();
    renderWithClient(
      <TriggerDialog flow={{ trigger: 'manual', status: 'active', options: {} }} onSubmit={onSubmit} onClose={() => {}} />,
      await signedInFakeClient(),
    );
    fireEvent.change(screen.getByLabelText('Confirmation fields'), { target: { value: '[' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(screen.getByRole('alert').textContent).toBe('"Confirmation fields" is not valid JSON.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
