import type { JsonSchema, OpenApiDocument } from '../../../lib/api-docs/types.js';
import { SchemaNode } from './schema-node.js';

/**
 * A schema as an expandable tree, its top level open: `$ref`s are followed when a node is opened,
 * a ref that refers back to one above is marked instead of opened, and nesting stops at
 * {@link MAX_SCHEMA_DEPTH}.
 */
export function SchemaViewer({ doc, schema, label }: { doc: OpenApiDocument; schema: JsonSchema; label: string }) {
  return (
    <ul className="schema-viewer" aria-label={label}>
      <SchemaNode doc={doc} name={label} schema={schema} ancestors={[]} depth={0} isInitiallyOpen />
    </ul>
  );
}
