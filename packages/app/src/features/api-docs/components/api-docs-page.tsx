import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import type { OpenApiDocument } from '../../../lib/api-docs/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { downloadJson } from '../api/download-json.js';
import { filterTags } from '../api/filter-tags.js';
import { groupOperations } from '../api/group-operations.js';
import { useOpenApiSpec } from '../api/use-openapi-spec.js';
import { TagSection } from './tag-section.js';
import { TagSidebar } from './tag-sidebar.js';
import './api-docs.css';

/** `/docs`: the signed-in user's OpenAPI document, one tag at a time (`?tag=`), filterable, downloadable. */
export function ApiDocsPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('apiDocs.title') }]);
  const spec = useOpenApiSpec();
  return (
    <main className="api-docs-page">
      <header className="api-docs-page__header">
        <div>
          <h1 className="api-docs-page__title">{t('apiDocs.title')}</h1>
          {spec.data ? <DocumentSummary doc={spec.data} /> : null}
        </div>
        {spec.data ? <Button onClick={() => downloadJson(spec.data, 'openapi.json')}>{t('apiDocs.download')}</Button> : null}
      </header>
      {spec.error ? (
        <ErrorState error={spec.error} title={t('apiDocs.couldNotLoad')} onRetry={() => void spec.refetch()} />
      ) : spec.isPending ? (
        <Skeleton label={t('apiDocs.loading')} shape="rows" />
      ) : (
        <ApiDocsBody doc={spec.data} />
      )}
    </main>
  );
}

function DocumentSummary({ doc }: { doc: OpenApiDocument }) {
  const { t } = useTranslation();
  const info = typeof doc.info === 'object' && doc.info !== null ? doc.info : undefined;
  return (
    <p className="api-docs-page__summary">
      {[info?.title, info?.version, t('apiDocs.openapiVersion', { version: String(doc.openapi) })].filter(Boolean).join(' · ')}
    </p>
  );
}

function ApiDocsBody({ doc }: { doc: OpenApiDocument }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState('');
  const tags = useMemo(() => groupOperations(doc), [doc]);
  const shown = useMemo(() => filterTags(tags, filter), [tags, filter]);
  if (tags.length === 0)
    return (
      <EmptyState title={t('apiDocs.empty')} icon="inbox">
        <p>{t('apiDocs.emptyText')}</p>
      </EmptyState>
    );
  // The tag in the URL while the filter keeps it, else the first one it keeps.
  const selected = shown.find((tag) => tag.name === params.get('tag')) ?? shown[0];
  return (
    <div className="api-docs-page__body">
      <TagSidebar tags={shown} selected={selected?.name} filter={filter} onFilterChange={setFilter} />
      <div className="api-docs-page__content">
        {selected ? (
          <TagSection doc={doc} tag={selected} />
        ) : (
          <EmptyState title={t('apiDocs.noMatch')} icon="search">
            <p>{t('apiDocs.noMatchText', { filter })}</p>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
