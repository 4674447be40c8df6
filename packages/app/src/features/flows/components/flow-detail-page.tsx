import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { ErrorState } from '../../../components/error-state.js';
import { RecordHistory } from '../../../components/record-history/record-history.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useFlow } from '../api/flow-queries.js';
import { FlowRuns } from './flow-runs.js';
import { OperationGraph } from './operation-graph.js';
import { TriggerOptions } from './trigger-options.js';
import './flows.css';

/** The graph editor and @xyflow/react load only when a flow page opens. */
const FlowEditor = lazy(async () => ({ default: (await import('../editor/flow-editor.js')).FlowEditor }));

const TRIGGER_LABELS: Record<string, string> = {
  event: 'Event hook',
  schedule: 'Schedule (CRON)',
  webhook: 'Webhook',
  operation: 'Another flow',
  manual: 'Manual (button in the app)',
};

/** `/settings/flows/:id`: one flow: its trigger and options, its operations as an editable graph (and a list) and its last runs. */
export function FlowDetailPage({ id }: { id: string }) {
  const flow = useFlow(id);
  const { t } = useTranslation();
  useBreadcrumbs([
    { label: t('settings.navigation'), to: '/settings' },
    { label: t('settings.flows'), to: '/settings/flows' },
    { label: flow.data?.flow.name ?? 'Flow' },
  ]);
  if (flow.error) return <ErrorState error={flow.error} onRetry={() => void flow.refetch()} />;
  if (flow.isPending) return <Skeleton label="Loading flow" shape="fields" />;
  const { flow: record, operations } = flow.data;
  return (
    <div className="flows-page">
      <p>
        <Link to="/settings/flows">← All flows</Link>
      </p>
      <h1>{record.name}</h1>
      {record.description ? <p>{record.description}</p> : null}
      <section className="flow-section" aria-labelledby="flow-trigger">
        <h2 id="flow-trigger">Trigger</h2>
        <dl className="flow-options">
          <dt>Type</dt>
          <dd>
            {record.trigger ? (Object.hasOwn(TRIGGER_LABELS, record.trigger) ? TRIGGER_LABELS[record.trigger] : record.trigger) : 'None'}
          </dd>
          <dt>Status</dt>
          <dd>{record.status === 'active' ? 'Active' : 'Inactive'}</dd>
        </dl>
        {/* Remounted when the stored trigger changes (a save, the set-up dialog), so the form shows it. */}
        <TriggerOptions key={`${record.trigger}:${JSON.stringify(record.options)}`} flow={record} />
      </section>
      <section className="flow-section" aria-labelledby="flow-operations">
        <h2 id="flow-operations">Operations</h2>
        <Suspense fallback={<Skeleton label="Loading the flow editor" shape="fields" />}>
          <FlowEditor flow={record} operations={operations} />
        </Suspense>
        <h3>As a list</h3>
        <OperationGraph first={record.operation} operations={operations} />
      </section>
      <section className="flow-section" aria-labelledby="flow-runs">
        <h2 id="flow-runs">Last runs</h2>
        <FlowRuns flowId={record.id} operations={operations} />
      </section>
      <RecordHistory collection="directus_flows" item={record.id} noun="flow" />
    </div>
  );
}
