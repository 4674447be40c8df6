import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { EmptyState } from '../../../components/empty-state.js';
import type { CurrentUser } from '../../../lib/schema/system-types.js';
import { findDefaultPreset, findUserPreset, usePresets } from '../api/use-presets.js';
import { CollectionView } from './collection-view/collection-view.js';
import { WithCollectionSchema } from './content-data.js';
import { ItemPage } from './item-page/item-page.js';
import { TrashPage } from './trash/trash-page.js';
import { userVariables } from './user-variables.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** `/content/:collection`: the items (`?view=trash`: the deleted ones), or straight into the form for a singleton. */
export function CollectionPage({ name, user }: { name: string; user: CurrentUser }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const presets = usePresets();
  const bookmarkId = Number(params.get('bookmark'));
  return (
    <WithCollectionSchema name={name}>
      {({ collection, fields, relations }) => {
        if (collection.meta?.singleton)
          return (
            <ItemPage
              key={name}
              collection={collection}
              fields={fields}
              relations={relations}
              primaryKey="+"
              variables={userVariables(user)}
            />
          );
        if (params.get('view') === 'trash' && collection.meta?.trash) return <TrashPage collection={collection} fields={fields} />;
        if (presets.error) return <ErrorState error={presets.error} onRetry={() => void presets.refetch()} />;
        if (presets.isPending) return <Skeleton label={t('content.loadingLayout')} shape="rows" />;
        const bookmark = bookmarkId ? presets.data.find((preset) => preset.id === bookmarkId && preset.collection === name) : undefined;
        if (bookmarkId && !bookmark)
          return (
            <EmptyState
              title={t('content.bookmarkNotFound')}
              icon="missing"
              action={<Link to={`/content/${name}`}>{t('content.showAllItems')}</Link>}
            >
              {t('content.bookmarkMaybeDeleted')}
            </EmptyState>
          );
        return (
          <CollectionView
            key={`${name}:${bookmarkId || ''}`}
            collection={collection}
            fields={fields}
            relations={relations}
            userId={user.id}
            bookmark={bookmark ?? null}
            userPreset={findUserPreset(presets.data, name, user.id)}
            defaultPreset={findDefaultPreset(presets.data, name, userVariables(user).$CURRENT_ROLE as string | null)}
          />
        );
      }}
    </WithCollectionSchema>
  );
}
