import type { ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api-error.js';

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
  if (!isComplete) return <p className="insights-panel__empty">Choose the collection and fields in the panel's options.</p>;
  if (error) return <p className="insights-panel__error">{errorMessage(error)}</p>;
  if (isPending)
    return (
      <p className="insights-panel__empty" aria-busy="true">
        Loading…
      </p>
    );
  return <>{children()}</>;
}
