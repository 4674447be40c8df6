import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TriggerDialog } from './trigger-dialog.js';

describe('TriggerDialog', () => {
  it('sets up a manual trigger with the option names the server reads', () => {
    const onSubmit = vi.fn();
    render(<TriggerDialog flow={{ trigger: 'manual', status: 'inactive', options: null }} onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Collections'), { target: { value: 'articles, pages' } });
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

  it('switches to a schedule, dropping the manual options, and to a webhook with its method', () => {
    const onSubmit = vi.fn();
    render(
      <TriggerDialog
        flow={{ trigger: 'manual', status: 'active', options: { collections: ['a'] } }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
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

  it('refuses confirmation fields that are not JSON', () => {
    const onSubmit = vi.fn();
    render(<TriggerDialog flow={{ trigger: 'manual', status: 'active', options: {} }} onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Confirmation fields'), { target: { value: '[' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trigger' }));
    expect(screen.getByRole('alert').textContent).toBe('"Confirmation fields" is not valid JSON.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
