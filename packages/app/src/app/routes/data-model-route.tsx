import { Route, Routes } from 'react-router';
import { CollectionsPage } from '../../features/data-model/components/collections/collections-page.js';
import { CollectionSettingsPage } from '../../features/data-model/components/collection-settings/collection-settings-page.js';

/** `/settings/data-model` and `/settings/data-model/:collection`, one chunk. */
export function DataModelRoute() {
  return (
    <Routes>
      <Route index element={<CollectionsPage />} />
      <Route path=":collection" element={<CollectionSettingsPage />} />
    </Routes>
  );
}
