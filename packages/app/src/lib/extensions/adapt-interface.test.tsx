import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { InterfaceProps as ExtensionInterfaceProps } from '@tessera/extensions-sdk';
import { describe, expect, it, vi } from 'vitest';
import type { InterfaceProps } from '../../interfaces/types.js';
import type { Field } from '../schema/types.js';
import { adaptInterface } from './adapt-interface.js';

// An extension's interface, with a hook of its own (the app's React instance).
function Shouting({ value, onChange, field, collection, primaryKey, type, disabled }: ExtensionInterfaceProps) {
  const [edits, setEdits] = useState(0);
  return (
    <label>
      {`${collection}.${field} #${String(primaryKey)} ${type} edits:${edits}`}
      <input
        aria-label="Shout"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={(event) => {
          setEdits(edits + 1);
          onChange(event.currentTarget.value.toUpperCase());
        }}
      />
    </label>
  );
}

function formProps(onChange: (value: unknown) => void, overrides: Partial<InterfaceProps> = {}): InterfaceProps {
  return {
    id: 'field-title',
    label: 'Title',
    collection: 'posts',
    field: { collection: 'posts', field: 'title', type: 'string', meta: null, schema: null } as unknown as Field,
    value: 'A',
    initialValue: 'A',
    onChange,
    options: {},
    isDisabled: false,
    isRequired: false,
    isInvalid: false,
    describedBy: undefined,
    primaryKey: 7,
    relation: null,
    values: {},
    ...overrides,
  };
}

describe('adaptInterface', () => {
  it("hands an extension's interface the app-types props and passes its changes to the form", async () => {
    const definition = adaptInterface({ id: 'shouting', name: 'Shouting', types: ['string'], component: Shouting });
    expect(definition).toMatchObject({ id: 'shouting', name: 'Shouting', types: ['string'] });
    const onChange = vi.fn();
    render(<definition.component {...formProps(onChange)} />);
    expect(screen.getByText('posts.title #7 string edits:0')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Shout'), 'b');
    expect(onChange).toHaveBeenLastCalledWith('AB');
    expect(screen.getByText('posts.title #7 string edits:1')).toBeInTheDocument();
  });

  it('keeps a crashing extension inside its box, with a note', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const definition = adaptInterface({
      id: 'crashing',
      name: 'Crashing',
      types: ['string'],
      component: () => {
        throw new Error('boom');
      },
    });
    render(<definition.component {...formProps(() => {}, { primaryKey: '+' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The extension “crashing” could not be shown.');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('"crashing" failed while rendering'))).toBe(true);
    errors.mockRestore();
  });
});
