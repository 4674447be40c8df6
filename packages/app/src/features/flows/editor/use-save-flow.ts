import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import { FLOWS_KEY } from '../api/flow-queries.js';
import type { SavePlan } from './save-plan.js';
import type { TriggerSetup } from './trigger-dialog.js';

/**
 * Writes a save plan one request at a time in its safe order (the server takes no nested
 * operations on PATCH /flows): create, link, repoint the flow, delete.
 */
export function useSaveFlow(flowId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: SavePlan) => {
      for (const operation of plan.create) await client.createOperation(operation);
      for (const { id, patch } of plan.update) await client.updateOperation(id, patch);
      if (plan.flow) await client.updateFlow(flowId, plan.flow);
      if (plan.remove.length > 0) await client.deleteOperations(plan.remove);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FLOWS_KEY }),
  });
}

/** Saves the trigger set-up with `PATCH /flows/:id`. */
export function useSaveTrigger(flowId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: TriggerSetup) => client.updateFlow(flowId, setup),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FLOWS_KEY }),
  });
}
