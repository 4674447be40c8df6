import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PanelProps } from '@tessera/extensions-sdk';
import { describe, expect, it, vi } from 'vitest';
import type { Panel } from '../insights/types.js';
import { adaptPanel } from './adapt-panel.js';

function Greeting({ options, width, height }: PanelProps) {
  return <p>{`${String(options.text)} ${width}x${height}`}</p>;
}

describe('adaptPanel', () => {
  const type = adaptPanel({
    id: 'greeting',
    name: 'Greeting',
    component: Greeting,
    options: [{ field: 'text', name: 'Text', type: 'string', schema: { default_value: 'Hi' } }],
  });

  it("renders the extension's panel with the stored options and size, and offers its options as text fields", async () => {
    expect(type).toMatchObject({ id: 'greeting', name: 'Greeting', icon: 'extension', defaultOptions: { text: 'Hi' } });
    const panel = { id: 'p1', type: 'greeting', width: 12, height: 6, options: { text: 'Hello' } } as unknown as Panel;
    render(<type.View panel={panel} />);
    expect(screen.getByText('Hello 12x6')).toBeInTheDocument();
    const onChange = vi.fn();
    render(<type.OptionsForm options={{ text: '' }} onChange={onChange} errors={{}} />);
    await userEvent.type(screen.getByLabelText('Text'), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ text: 'x' });
  });
});
