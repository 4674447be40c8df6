import type { MaybeRef, OpenApiDocument, OpenApiParameter } from '../../../lib/api-docs/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { resolveRef } from '../api/resolve-ref.js';
import { schemaTypeLabel } from '../api/schema-type-label.js';
import { SchemaFacts } from './schema-facts.js';

/** An operation's parameters, `$ref`s to `components/parameters` resolved, as a table with headers. */
export function ParametersTable({
  doc,
  parameters,
  operationName,
}: {
  doc: OpenApiDocument;
  parameters: readonly MaybeRef<OpenApiParameter>[];
  operationName: string;
}) {
  const { t } = useTranslation();
  const rows = parameters
    .map((parameter) => resolveRef<OpenApiParameter>(doc, parameter))
    .filter((parameter): parameter is OpenApiParameter => typeof parameter?.name === 'string');
  if (rows.length === 0) return null;
  return (
    <>
      <h4 className="api-operation__subheading">{t('apiDocs.parameters')}</h4>
      <table className="api-parameters" aria-label={t('apiDocs.parametersOf', { operation: operationName })}>
        <thead>
          <tr>
            <th scope="col">{t('apiDocs.name')}</th>
            <th scope="col">{t('apiDocs.in')}</th>
            <th scope="col">{t('apiDocs.required')}</th>
            <th scope="col">{t('apiDocs.type')}</th>
            <th scope="col">{t('apiDocs.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              <td>{parameter.in}</td>
              {/* OpenAPI 3.1 requires `required: true` on every path parameter; a document that forgets still means it. */}
              <td>{parameter.required || parameter.in === 'path' ? t('apiDocs.yes') : t('apiDocs.no')}</td>
              <td>
                <code>{schemaTypeLabel(parameter.schema)}</code> {parameter.schema ? <SchemaFacts schema={parameter.schema} /> : null}
              </td>
              <td>{parameter.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
