import { errorMessage } from '../lib/api-error.js';
import { Button } from './button.js';
import './components.css';

/** A failed load: the API's message and, when given, a way to try again. */
export function ErrorState({ error, title = "Couldn't load this", onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  return (
    <div className="state-box state-box--error" role="alert">
      <h2 className="state-box__title">{title}</h2>
      <p className="state-box__body">{errorMessage(error)}</p>
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </div>
  );
}
