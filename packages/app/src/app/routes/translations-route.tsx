import { TranslationsPage } from '../../features/settings/components/translations/translations-page.js';

/** `/settings/translations`. */
export function TranslationsRoute() {
  return <TranslationsPage />;
}
