import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '../../../lib/api-docs/types.js';
import { openApiFixture } from '../../../testing/openapi-fixture.js';
import { MAX_SCHEMA_DEPTH } from './schema-node.js';
import { SchemaViewer } from './schema-viewer.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function renderSchema(schema: JsonSchema, doc: OpenApiDocument = openApiFixture()) {
  const user = userEvent.setup({ delay: null });
  render(<SchemaViewer doc={doc} schema={schema} label="Schema" />);
  return { user, tree: screen.getByRole('list', { name: 'Schema' }) };
}

/** The line of a node: its name, required mark, type and facts. */
const lineOf = (name: string) => {
  const line = screen.getAllByText(name, { selector: 'button, .schema-node__name' }).at(-1)?.closest('.schema-node__line');
  if (!(line instanceof HTMLElement)) throw new Error(`no node ${name}`);
  return line;
};

const toggle = (name: string) => screen.getAllByRole('button', { name }).at(-1) as HTMLElement;

describe('SchemaViewer', () => {
  it('shows the top level with types, formats, enums and required marks', () => {
    renderSchema(ref('ItemsArticles'));
    expect(toggle('Schema')).toHaveAttribute('aria-expanded', 'true');
    expect(lineOf('body')).toHaveTextContent('string | null');
    expect(lineOf('published_on')).toHaveTextContent('string | nullFormat: date-time');
    expect(lineOf('status')).toHaveTextContent('One of: "draft""published""archived"');
    expect(within(lineOf('title')).getByText('Required', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(within(lineOf('body')).queryByText('Required')).toBeNull();
    expect(lineOf('tags')).toHaveTextContent('array<string> | null');
    expect(screen.getByText('The headline.')).toBeInTheDocument();
    // Scalars have nothing to open.
    expect(screen.queryByRole('button', { name: 'title' })).toBeNull();
  });

  it('expands a relation on demand, from the keyboard too', async () => {
    const { user } = renderSchema(ref('ItemsArticles'));
    expect(lineOf('author')).toHaveTextContent('integer | null | ItemsAuthors');
    expect(toggle('author')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('email')).toBeNull();
    toggle('author').focus();
    await user.keyboard('{Enter}');
    expect(toggle('author')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle('option 2'));
    expect(lineOf('email')).toHaveTextContent('string | nullFormat: email');
    await user.click(toggle('author'));
    expect(screen.queryByText('email')).toBeNull();
  });

  it('marks a $ref cycle instead of opening it again', async () => {
    const { user } = renderSchema(ref('ItemsArticles'));
    await user.click(toggle('author'));
    await user.click(toggle('option 2'));
    await user.click(toggle('articles'));
    await user.click(toggle('items'));
    const back = lineOf('option 2');
    expect(back).toHaveTextContent('ItemsArticles');
    expect(back).toHaveTextContent('refers back to ItemsArticles above');
    expect(within(back).queryByRole('button')).toBeNull();
  });

  it('marks a schema that refers to itself', () => {
    const doc = { ...openApiFixture(), components: { schemas: { Node: { type: 'object', properties: { parent: ref('Node') } } } } };
    renderSchema(ref('Node'), doc);
    expect(lineOf('parent')).toHaveTextContent('refers back to Node above');
  });

  it(`stops offering to expand after ${MAX_SCHEMA_DEPTH} levels of distinct schemas`, async () => {
    const schemas = Object.fromEntries(
      Array.from({ length: 30 }, (_, level) => [`Level${level}`, { type: 'object', properties: { next: ref(`Level${level + 1}`) } }]),
    );
    const { user } = renderSchema(ref('Level0'), { ...openApiFixture(), components: { schemas } });
    let opened = 0;
    while (screen.queryAllByRole('button', { name: 'next', expanded: false }).length > 0) {
      await user.click(screen.getAllByRole('button', { name: 'next', expanded: false })[0] as HTMLElement);
      opened++;
    }
    expect(opened).toBe(MAX_SCHEMA_DEPTH - 1);
    expect(lineOf('next')).toHaveTextContent('nested too deep to show here');
  });
});
