import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useFlowRuns } from '../api/flow-queries.js';

/** The flow's last ten runs (its `run` activity), with the steps each stored, when the flow records them (`accountability: all`). */
export function FlowRuns({ flowId }: { flowId: string }) {
  const runs = useFlowRuns(flowId);
  if (runs.error) return <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.isPending) return <Skeleton label="Loading runs" shape="list" count={3} />;
  if (runs.data.length === 0) return <p>No runs recorded yet.</p>;
  return (
    <ol className="flow-runs" aria-label="Last runs">
      {runs.data.map(({ activity, revision }) => (
        <li key={activity.id}>
          <details>
            <summary>
              <time dateTime={activity.timestamp}>{new Date(activity.timestamp).toLocaleString()}</time>
              {revision ? ` · ${stepCount(revision.data)}` : ''}
            </summary>
            {revision ? <pre>{JSON.stringify(revision.data, null, 2)}</pre> : <p>No details stored for this run.</p>}
          </details>
        </li>
      ))}
    </ol>
  );
}

function stepCount(data: Record<string, unknown> | null): string {
  const steps = data?.steps;
  if (!Array.isArray(steps)) return 'no steps stored';
  return steps.length === 1 ? '1 step' : `${steps.length} steps`;
}
