import type { ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api-error.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** What a chart panel shows before its chart: a hint while options are missing, the API's error, a busy state. */
export function ChartState({
  isComplete,
  error,
  isPending,
  children,
}: {
  isComplete: boolean;
  error: unknown;
  isPending: boolean;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (!isComplete) return <p className="insights-panel__empty">{t('panels.chooseFieldsInOptions')}</p>;
  if (error) return <p className="insights-panel__error">{errorMessage(error)}</p>;
  if (isPending)
    return (
      <p className="insights-panel__empty" aria-busy="true">
        {t('panels.loading')}
      </p>
    );
  return <>{children()}</>;
}
