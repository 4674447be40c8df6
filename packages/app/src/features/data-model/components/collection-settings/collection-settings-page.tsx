import { useParams } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Icon } from '../../../../components/icon.js';
import { Skeleton } from '../../../../components/skeleton.js';
import { collectionTitle } from '../../../../lib/schema/translated-name.js';
import { useCollections, useFields, useRelations } from '../../../../lib/schema/use-schema.js';
import { useUserLanguage } from '../../../../lib/use-user-language.js';
import { CollectionSettingsForm } from './collection-settings-form.js';
import { DeleteCollection } from './delete-collection.js';
import { FieldsList } from './fields-list.js';
import '../data-model.css';

/** `/settings/data-model/:collection`: the collection's fields and settings. */
export function CollectionSettingsPage() {
  const { collection: name = '' } = useParams();
  const { t } = useTranslation();
  useBreadcrumbs([
    { label: t('settings.navigation'), to: '/settings' },
    { label: t('settings.dataModel'), to: '/settings/data-model' },
    { label: name },
  ]);
  const collections = useCollections();
  const fields = useFields(name);
  const relations = useRelations();
  const language = useUserLanguage();

  const error = collections.error ?? fields.error ?? relations.error;
  if (error) return <ErrorState error={error} />;
  if (!collections.data || !fields.data || !relations.data)
    return <Skeleton label={t('dataModel.loadingCollection')} shape="fields" count={6} />;
  const collection = collections.data.find((entry) => entry.collection === name);
  if (!collection) return <EmptyState title={t('dataModel.collectionNotFound')} icon="missing" />;
  const fieldList = fields.data;
  const relationList = relations.data;

  return (
    <section className="data-model" aria-labelledby="collection-title">
      <header className="data-model__header">
        <h1 id="collection-title">
          <Icon name={collection.meta?.icon} fallback={collection.schema === null ? 'folder' : 'label'} />{' '}
          {collectionTitle(collection, language)} <span className="data-model__key">{name}</span>
        </h1>
        <DeleteCollection collection={collection} fields={fieldList} relations={relationList} />
      </header>
      {collection.schema === null ? null : (
        <FieldsList collection={name} fields={fieldList} relations={relationList} collections={collections.data} />
      )}
      {/* Keyed by the saved meta so a save (or another tab's change) starts the form afresh. */}
      <CollectionSettingsForm key={JSON.stringify(collection.meta)} collection={collection} fields={fieldList} relations={relationList} />
    </section>
  );
}
