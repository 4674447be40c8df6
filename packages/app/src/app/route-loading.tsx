import { ShellSkeleton } from '../components/shell-skeleton.js';
import { Spinner } from '../components/spinner.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

/** What a lazy route shows while its chunk loads: a spinner, or the shell's outline for the signed-in app. */
export function RouteLoading({ shape = 'spinner' }: { shape?: 'spinner' | 'shell' }) {
  const { t } = useTranslation();
  return shape === 'shell' ? <ShellSkeleton label={t('common.loading')} /> : <Spinner label={t('common.loading')} />;
}
