import { useId, useState } from 'react';
import type { JsonSchema, OpenApiDocument } from '../../../lib/api-docs/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { childrenOf, targetOf } from '../api/schema-children.js';
import type { SchemaChild } from '../api/schema-children.js';
import { isRef, refName } from '../api/resolve-ref.js';
import { schemaTypeLabel } from '../api/schema-type-label.js';
import { SchemaFacts } from './schema-facts.js';

/** Relations nest schemas in each other; past this depth a node stops offering to expand. */
export const MAX_SCHEMA_DEPTH = 8;

export interface SchemaNodeProps {
  doc: OpenApiDocument;
  name: string;
  schema: JsonSchema;
  isRequired?: boolean;
  /** The `$ref`s already open above this node: one of them again is a cycle, shown but not expanded. */
  ancestors: readonly string[];
  depth: number;
  isInitiallyOpen?: boolean;
}

/**
 * One schema in the tree: its name, type, format, enum and required mark, and a disclosure button
 * (`aria-expanded`) for what it nests. Children render only once opened, so a large or cyclic
 * document costs what the reader opens, not what it holds.
 */
export function SchemaNode({ doc, name, schema, isRequired = false, ancestors, depth, isInitiallyOpen = false }: SchemaNodeProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const childrenId = useId();
  const ref = isRef(schema) ? schema.$ref : undefined;
  const isCycle = ref !== undefined && ancestors.includes(ref);
  const isTooDeep = depth >= MAX_SCHEMA_DEPTH;
  const children = isCycle || isTooDeep ? [] : childrenOf(doc, schema);
  const canExpand = children.length > 0;
  const target = targetOf(doc, schema) ?? schema;
  const path = ref ? [...ancestors, ref] : ancestors;
  return (
    <li className="schema-node">
      <div className="schema-node__line">
        {canExpand ? (
          <button
            type="button"
            className="schema-node__toggle"
            aria-expanded={isOpen}
            aria-controls={isOpen ? childrenId : undefined}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span className="schema-node__chevron" aria-hidden="true" />
            {name}
          </button>
        ) : (
          <span className="schema-node__name">{name}</span>
        )}
        {isRequired ? (
          <span className="schema-node__required" title={t('apiDocs.required')}>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('apiDocs.required')}</span>
          </span>
        ) : null}
        <code className="schema-node__type">{schemaTypeLabel(schema)}</code>
        <SchemaFacts schema={target} />
        {isCycle && ref ? <span className="schema-node__note">{t('apiDocs.circular', { name: refName(ref) })}</span> : null}
        {isTooDeep && childrenOf(doc, schema).length > 0 ? <span className="schema-node__note">{t('apiDocs.tooDeep')}</span> : null}
      </div>
      {typeof target.description === 'string' ? <p className="schema-node__description">{target.description}</p> : null}
      {isOpen && canExpand ? (
        <ul className="schema-node__children" id={childrenId}>
          {children.map((child) => (
            <SchemaNode
              key={`${child.kind}:${child.name}`}
              doc={doc}
              name={childLabel(child, t)}
              schema={child.schema}
              isRequired={child.isRequired}
              ancestors={path}
              depth={depth + 1}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function childLabel(child: SchemaChild, t: ReturnType<typeof useTranslation>['t']): string {
  if (child.kind === 'items') return t('apiDocs.items');
  if (child.kind === 'option') return t('apiDocs.option', { number: child.name });
  return child.name;
}
