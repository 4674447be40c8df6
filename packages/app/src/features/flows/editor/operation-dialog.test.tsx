import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlowDraft } from './flow-draft.js';
import { OperationDialog } from './operation-dialog.js';

const draft: FlowDraft = {
  first: 'a',
  operations: [
    { id: 'a', isNew: false, name: 'A', key: 'check', type: 'log', position_x: 0, position_y: 0, options: {}, resolve: null, reject: null },
  ],
};

describe('OperationDialog', () => {
  it('adds a condition with its filter parsed from JSON and a key made from the name', () => {
    const onSubmit = vi.fn();
    render(<OperationDialog draft={draft} onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Is big' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'condition' } });
    fireEvent.change(screen.getByLabelText('Condition rules'), { target: { value: '{"$trigger":{"body":{"n":{"_gt":1}}}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Is big',
      key: 'is_big',
      type: 'condition',
      options: { filter: { $trigger: { body: { n: { _gt: 1 } } } } },
    });
  });

  it('says why it refuses a key in use or options that are not JSON', () => {
    const onSubmit = vi.fn();
    render(<OperationDialog draft={draft} onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toMatch(/already has the key "check"/);
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'transform' } });
    fireEvent.change(screen.getByLabelText('JSON'), { target: { value: '{oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('"JSON" is not valid JSON.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an operation, keeping the options its form does not show', () => {
    const onSubmit = vi.fn();
    const operation = { id: 'a', name: 'A', key: 'check', type: 'log', options: { message: 'hi', extra: 1 } };
    render(<OperationDialog draft={draft} operation={operation} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'hi');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'bye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'A', key: 'check', type: 'log', options: { message: 'bye', extra: 1 } });
  });
});
