import { useId } from 'react';
import type { OpenApiDocument } from '../../../lib/api-docs/types.js';
import type { ApiTag } from '../api/group-operations.js';
import { OperationSection } from './operation-section.js';

/** A tag's heading and description, then each of its operations. */
export function TagSection({ doc, tag }: { doc: OpenApiDocument; tag: ApiTag }) {
  const headingId = useId();
  return (
    <section className="api-tag" aria-labelledby={headingId}>
      <h2 className="api-tag__heading" id={headingId}>
        {tag.name}
        {tag.collection ? <span className="api-tag__collection"> ({tag.collection})</span> : null}
      </h2>
      {tag.description ? <p className="api-tag__description">{tag.description}</p> : null}
      {tag.operations.map((entry) => (
        <OperationSection key={entry.key} doc={doc} entry={entry} />
      ))}
    </section>
  );
}
