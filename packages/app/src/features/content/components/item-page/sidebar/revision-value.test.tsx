import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeField } from '../../../../../testing/fixtures.js';
import { RevisionValue } from './revision-value.js';

describe('a revision value', () => {
  it('shows through the field’s display: a choice as its label, a boolean as its icon', () => {
    const status = makeField('articles', 'status', 'string', {
      display: 'labels',
      display_options: { choices: [{ text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' }] },
    });
    render(<RevisionValue value="published" field={status} />);
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.queryByText('published')).not.toBeInTheDocument();
  });

  it('shows a stored key of a relation, and nothing as a dash', () => {
    const author = makeField(
      'articles',
      'author',
      'integer',
      { special: ['m2o'], display: 'related-values', display_options: { template: '{{name}}' } },
      { foreign_key_table: 'authors' },
    );
    const { container, rerender } = render(<RevisionValue value={7} field={author} />);
    expect(container).toHaveTextContent('7');
    rerender(<RevisionValue value={null} field={author} />);
    expect(container).toHaveTextContent('—');
  });
});
