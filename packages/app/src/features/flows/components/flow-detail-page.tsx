import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
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

const TRIGGER_LABELS = new Map<string, MessageKey>([
  ['event', 'flows.triggerEvent'],
  ['schedule', 'flows.triggerSchedule'],
  ['webhook', 'flows.triggerWebhook'],
  ['operation', 'flows.triggerOperation'],
  ['manual', 'flows.triggerManualLong'],
]);

/** `/settings/flows/:id`: one flow: its trigger and options, its operations as an editable graph (and a list) and its last runs. */
export function FlowDetailPage({ id }: { id: string }) {
  const flow = useFlow(id);
  const { t } = useTranslation();
  useBreadcrumbs([
    { label: t('settings.navigation'), to: '/settings' },
    { label: t('settings.flows'), to: '/settings/flows' },
    { label: flow.data?.flow.name ?? t('flows.flow') },
  ]);
  if (flow.error) return <ErrorState error={flow.error} onRetry={() => void flow.refetch()} />;
  if (flow.isPending) return <Skeleton label={t('flows.loadingFlow')} shape="fields" />;
  const { flow: record, operations } = flow.data;
  const triggerName = (trigger: string) => {
    const key = TRIGGER_LABELS.get(trigger);
    return key ? t(key) : trigger;
  };
  return (
    <div className="flows-page">
      <p>
        <Link to="/settings/flows">← {t('flows.allFlows')}</Link>
      </p>
      <h1>{record.name}</h1>
      {record.description ? <p>{record.description}</p> : null}
      <section className="flow-section" aria-labelledby="flow-trigger">
        <h2 id="flow-trigger">{t('flows.trigger')}</h2>
        <dl className="flow-options">
          <dt>{t('flows.type')}</dt>
          <dd>{record.trigger ? triggerName(record.trigger) : t('flows.none')}</dd>
          <dt>{t('flows.status')}</dt>
          <dd>{t(record.status === 'active' ? 'flows.active' : 'flows.inactive')}</dd>
        </dl>
        {/* Remounted when the stored trigger changes (a save, the set-up dialog), so the form shows it. */}
        <TriggerOptions key={`${record.trigger}:${JSON.stringify(record.options)}`} flow={record} />
      </section>
      <section className="flow-section" aria-labelledby="flow-operations">
        <h2 id="flow-operations">{t('flows.operations')}</h2>
        <Suspense fallback={<Skeleton label={t('flows.loadingEditor')} shape="fields" />}>
          <FlowEditor flow={record} operations={operations} />
        </Suspense>
        <h3>{t('flows.asList')}</h3>
        <OperationGraph first={record.operation} operations={operations} />
      </section>
      <section className="flow-section" aria-labelledby="flow-runs">
        <h2 id="flow-runs">{t('flows.lastRuns')}</h2>
        <FlowRuns flowId={record.id} operations={operations} />
      </section>
      <RecordHistory collection="directus_flows" item={record.id} noun="flow" />
    </div>
  );
}
