import { useParams } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';

/** `/settings/data-model/:collection`. */
export function CollectionSettingsPage() {
  const { collection = '' } = useParams();
  useBreadcrumbs([{ label: 'Settings', to: '/settings' }, { label: 'Data Model', to: '/settings/data-model' }, { label: collection }]);
  return <h1>{collection}</h1>;
}
