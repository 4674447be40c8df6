import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import type { OperationRecord } from '../../../lib/flows/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { useFlowRuns } from '../api/flow-queries.js';
import { FlowRun } from './flow-run.js';

/** The flow's last ten runs (its `run` activity), each with the steps it stored when the flow records them (`accountability: all`). */
export function FlowRuns({ flowId, operations }: { flowId: string; operations: readonly OperationRecord[] }) {
  const runs = useFlowRuns(flowId);
  const { t } = useTranslation();
  if (runs.error) return <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.isPending) return <Skeleton label={t('flows.loadingRuns')} shape="list" count={3} />;
  if (runs.data.length === 0) return <p>{t('flows.noRuns')}</p>;
  return (
    <ol className="flow-runs" aria-label={t('flows.lastRuns')}>
      {runs.data.map(({ activity, revision }) => (
        <FlowRun
          key={activity.id}
          timestamp={activity.timestamp}
          data={revision ? revision.data : null}
          hasRevision={revision !== null}
          operations={operations}
        />
      ))}
    </ol>
  );
}
