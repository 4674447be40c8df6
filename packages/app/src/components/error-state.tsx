import { errorMessage } from '../lib/api-error.js';
import { Button } from './button.js';
import './components.css';
import { useTranslation } from '../lib/i18n/use-translation.js';

/** A failed load: the API's message and, when given, a way to try again. */
export function ErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-box state-box--error" role="alert">
      <h2 className="state-box__title">{title ?? t('dialogs.couldNotLoad')}</h2>
      <p className="state-box__body">{errorMessage(error)}</p>
      {onRetry ? <Button onClick={onRetry}>{t('dialogs.tryAgain')}</Button> : null}
    </div>
  );
}
