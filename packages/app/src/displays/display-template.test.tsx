import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeField } from '../testing/fixtures.js';
import { DisplayTemplate } from './display-template.js';

const fields = [
  makeField('comments', 'body', 'string'),
  makeField('comments', 'state', 'string', {
    display: 'labels',
    display_options: { choices: [{ text: 'Approved', value: 'ok', foreground: '#FFFFFF', background: '#2ECDA7' }] },
  }),
  makeField('comments', 'pinned', 'boolean', { display: 'boolean', display_options: { labelOn: 'Pinned' } }),
];

describe('display template in related lists', () => {
  it("shows each placeholder's field through its display", () => {
    render(
      <DisplayTemplate
        template="{{body}} — {{state}} {{pinned}}"
        item={{ body: 'Nice', state: 'ok', pinned: true }}
        fields={fields}
        fallback="1"
      />,
    );
    const chip = screen.getByText('Approved');
    expect(chip).toHaveStyle({ background: '#2ECDA7' });
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(document.body.textContent).toContain('Nice — Approved');
  });

  it('reads m2m junction rows through the junction field, and falls back to the text label', () => {
    const { container } = render(
      <DisplayTemplate
        template="{{tag_id.state}}"
        item={{ id: 9, tag_id: { id: 1, state: 'ok' } }}
        fields={fields}
        prefix="tag_id."
        fallback="9"
      />,
    );
    expect(container.textContent).toBe('Approved');
    const plain = render(<DisplayTemplate template="{{body}}" item={{ body: 'Plain' }} fields={fields} fallback="Plain" />);
    expect(plain.container.textContent).toBe('Plain');
  });
});
