import { useId } from 'react';
import type { OpenApiDocument } from '../../../lib/api-docs/types.js';
import type { ApiOperation } from '../api/group-operations.js';
import { ParametersTable } from './parameters-table.js';
import { RequestBodyView, ResponsesList } from './operation-bodies.js';

/** One operation: method badge and path as its heading, summary, description, parameters, body, responses. */
export function OperationSection({ doc, entry }: { doc: OpenApiDocument; entry: ApiOperation }) {
  const { operation, method, path } = entry;
  const headingId = useId();
  const name = `${method.toUpperCase()} ${path}`;
  return (
    <section className="api-operation" aria-labelledby={headingId}>
      <h3 className="api-operation__heading" id={headingId}>
        <span className={`method-badge method-badge--${method}`}>{method.toUpperCase()}</span>{' '}
        <code className="api-operation__path">{path}</code>
      </h3>
      {operation.summary ? <p className="api-operation__summary">{operation.summary}</p> : null}
      {operation.description && operation.description !== operation.summary ? <p>{operation.description}</p> : null}
      {operation.operationId ? (
        <p className="api-operation__id">
          <code>{operation.operationId}</code>
        </p>
      ) : null}
      <ParametersTable doc={doc} parameters={entry.parameters} operationName={name} />
      <RequestBodyView doc={doc} body={operation.requestBody} />
      <ResponsesList doc={doc} responses={operation.responses} />
    </section>
  );
}
