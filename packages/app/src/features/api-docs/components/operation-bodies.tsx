import type { MaybeRef, OpenApiDocument, OpenApiMediaType, OpenApiRequestBody, OpenApiResponse } from '../../../lib/api-docs/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { resolveRef } from '../api/resolve-ref.js';
import { SchemaViewer } from './schema-viewer.js';

/** The JSON media type's entry, else the first one the document lists. */
function mediaOf(content: Record<string, OpenApiMediaType> | undefined): [string, OpenApiMediaType] | undefined {
  if (typeof content !== 'object' || content === null) return undefined;
  const entries = Object.entries(content);
  return entries.find(([type]) => type === 'application/json') ?? entries[0];
}

/** What an operation accepts: its request body's description and schema. */
export function RequestBodyView({ doc, body }: { doc: OpenApiDocument; body: MaybeRef<OpenApiRequestBody> | undefined }) {
  const { t } = useTranslation();
  const resolved = resolveRef<OpenApiRequestBody>(doc, body);
  if (!resolved) return null;
  const media = mediaOf(resolved.content);
  return (
    <>
      <h4 className="api-operation__subheading">
        {resolved.required ? `${t('apiDocs.requestBody')} (${t('apiDocs.required')})` : t('apiDocs.requestBody')}
      </h4>
      {resolved.description ? <p>{resolved.description}</p> : null}
      {media?.[1].schema ? <SchemaViewer doc={doc} schema={media[1].schema} label={`${t('apiDocs.schema')} (${media[0]})`} /> : null}
    </>
  );
}

/** What an operation answers: each status with its description and schema. */
export function ResponsesList({
  doc,
  responses,
}: {
  doc: OpenApiDocument;
  responses: Record<string, MaybeRef<OpenApiResponse>> | undefined;
}) {
  const { t } = useTranslation();
  const entries = typeof responses === 'object' && responses !== null ? Object.entries(responses) : [];
  if (entries.length === 0) return null;
  return (
    <>
      <h4 className="api-operation__subheading">{t('apiDocs.responses')}</h4>
      <ul className="api-responses">
        {entries.map(([status, response]) => {
          const resolved = resolveRef<OpenApiResponse>(doc, response);
          const media = mediaOf(resolved?.content);
          return (
            <li key={status} className="api-responses__item">
              <p className="api-responses__line">
                <span className={`api-status api-status--${status.charAt(0)}xx`}>{status}</span> {resolved?.description}
              </p>
              {media?.[1].schema ? (
                <SchemaViewer doc={doc} schema={media[1].schema} label={`${t('apiDocs.schema')} ${status}`} />
              ) : (
                <p className="api-responses__none">{t('apiDocs.noContent')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
