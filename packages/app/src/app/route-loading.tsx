import { Spinner } from '../components/spinner.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

/** What a lazy route shows while its chunk loads. */
export function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
