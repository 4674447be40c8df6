import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { FlowRecord } from '../../../lib/flows/types.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import { useManualFlows } from '../api/flow-queries.js';
import { manualFlowsFor, manualOptions, manualTriggerBody, needsSelection, type FlowLocation } from '../manual-flows.js';
import { ManualFlowDialog } from './manual-flow-dialog.js';
import './flows.css';

interface ManualFlowButtonsProps {
  collection: string;
  location: FlowLocation;
  /** The item on an item page, the selection on a collection page. */
  keys: readonly PrimaryKey[];
}

/**
 * A button per active manual flow of the collection at this location, for users who may read flows.
 * A flow that asks for confirmation opens its form first; then `POST /flows/trigger/:id`.
 */
export function ManualFlowButtons({ collection, location, keys }: ManualFlowButtonsProps) {
  const client = useClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const flows = manualFlowsFor(useManualFlows(), collection, location);
  const [confirming, setConfirming] = useState<FlowRecord | null>(null);
  const run = useMutation({
    mutationFn: ({ flow, values }: { flow: FlowRecord; values?: Record<string, unknown> }) =>
      client.triggerFlow(flow.id, manualTriggerBody({ flow, collection, location, keys, values })),
    onSuccess: (_result, { flow }) => {
      setConfirming(null);
      notify({ title: t('flows.ran', { name: flow.name }), kind: 'success' });
    },
    onError: (error, { flow }) => {
      if (!manualOptions(flow).requireConfirmation)
        notify({ title: t('flows.runFailed', { name: flow.name }), text: errorMessage(error), kind: 'danger' });
    },
  });
  if (flows.length === 0) return null;
  return (
    <div className="manual-flows" role="group" aria-label={t('flows.flows')}>
      {flows.map((flow) => (
        <Button
          key={flow.id}
          size={location === 'collection' ? 'small' : 'normal'}
          disabled={needsSelection(flow, location, keys)}
          title={needsSelection(flow, location, keys) ? t('flows.selectItemsToRun') : undefined}
          isLoading={run.isPending && run.variables?.flow.id === flow.id && !confirming}
          onClick={() => {
            run.reset();
            if (manualOptions(flow).requireConfirmation) setConfirming(flow);
            else run.mutate({ flow });
          }}
        >
          {flow.name}
        </Button>
      ))}
      {confirming ? (
        <ManualFlowDialog
          flow={confirming}
          isBusy={run.isPending}
          error={run.error ? errorMessage(run.error) : null}
          onRun={(values) => run.mutate({ flow: confirming, values })}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
