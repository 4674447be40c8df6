import { useState } from 'react';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { Button } from '../../../../components/button.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { collectionTitle } from '../../../../lib/schema/translated-name.js';
import { useCollections } from '../../../../lib/schema/use-schema.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import { useUpdateCollections } from '../../api/use-data-model.js';
import { CreateCollectionDialog } from '../create-collection/create-collection-dialog.js';
import { CreateFolderDialog } from '../create-collection/create-folder-dialog.js';
import { collectionRows, isSystemCollection, reorderBatch } from './collection-rows.js';
import type { CollectionRow } from './collection-rows.js';
import { SortableRows } from './sortable-rows.js';
import '../data-model.css';

/** `/settings/data-model`: every collection, in folders, reordered and regrouped by dragging. */
export function CollectionsPage() {
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation'), to: '/settings' }, { label: t('settings.dataModel') }]);
  const collections = useCollections();
  const reorder = useUpdateCollections();
  const [showHidden, setShowHidden] = useState(true);
  const [showSystem, setShowSystem] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const [isCreatingFolder, setIsCreatingFolder] = useState(false);

  if (collections.error) return <ErrorState error={collections.error} onRetry={() => void collections.refetch()} />;
  if (collections.isPending) return <Skeleton label={t('dataModel.loadingCollections')} shape="list" count={6} />;
  const rows = collectionRows(collections.data, { showHidden, showSystem });

  return (
    <section className="data-model" aria-labelledby="data-model-title">
      <header className="data-model__header">
        <h1 id="data-model-title">{t('settings.dataModel')}</h1>
        <span className="data-model__actions">
          <Button onClick={() => setIsCreatingFolder(true)}>
            <Icon name="create_new_folder" /> {t('dataModel.createFolder')}
          </Button>
          <Button variant="primary" onClick={() => setIsCreating(true)}>
            <Icon name="add" /> {t('dataModel.createCollection')}
          </Button>
        </span>
      </header>
      <div className="data-model__toggles">
        <label>
          <input type="checkbox" checked={showHidden} onChange={(event) => setShowHidden(event.target.checked)} />{' '}
          {t('dataModel.showHidden')}
        </label>
        <label>
          <input type="checkbox" checked={showSystem} onChange={(event) => setShowSystem(event.target.checked)} />{' '}
          {t('dataModel.showSystem')}
        </label>
      </div>
      {reorder.error ? (
        <Notice kind="danger" title={t('dataModel.couldNotSaveOrder')}>
          {errorMessage(reorder.error)}
        </Notice>
      ) : null}
      {rows.length === 0 ? (
        <p className="data-model__empty">{t('dataModel.noCollections')}</p>
      ) : (
        <SortableRows
          label={t('dataModel.collections')}
          ids={rows.map((row) => row.collection.collection)}
          isSortable={(id) => !isSystemCollection(id) && !reorder.isPending}
          onMove={(moved, target) => {
            const batch = reorderBatch(rows, moved, target);
            if (batch.length > 0) reorder.mutate(batch);
          }}
          renderRow={(id) => <RowContent row={rows.find((row) => row.collection.collection === id)!} />}
          handleLabel={(id) => t('dataModel.reorderNamed', { name: id })}
        />
      )}
      {isCreatingFolder ? (
        <CreateFolderDialog existing={collections.data.map((entry) => entry.collection)} onClose={() => setIsCreatingFolder(false)} />
      ) : null}
      {isCreating ? (
        <CreateCollectionDialog existing={collections.data.map((entry) => entry.collection)} onClose={() => setIsCreating(false)} />
      ) : null}
    </section>
  );
}

function RowContent({ row }: { row: CollectionRow }) {
  const { t } = useTranslation();
  const name = row.collection.collection;
  const meta = row.collection.meta;
  const title = collectionTitle(row.collection, useUserLanguage());
  return (
    <div
      className={`data-model__row${meta?.hidden ? ' data-model__row--hidden' : ''}`}
      style={{ paddingInlineStart: `${row.depth * 24}px` }}
    >
      <span style={meta?.color ? { color: meta.color } : undefined}>
        <Icon name={meta?.icon} fallback={row.isFolder ? 'folder' : 'label'} />
      </span>
      <Link to={`/settings/data-model/${encodeURIComponent(name)}`} className="data-model__title">
        {title}
      </Link>
      <span className="data-model__key">{name}</span>
      {row.isFolder ? <span className="data-model__tag">{t('dataModel.folder')}</span> : null}
      {meta?.hidden ? <span className="data-model__tag">{t('dataModel.hidden')}</span> : null}
      {meta?.singleton ? <span className="data-model__tag">{t('dataModel.singleton')}</span> : null}
      {meta?.note ? <span className="data-model__note">{meta.note}</span> : null}
    </div>
  );
}
