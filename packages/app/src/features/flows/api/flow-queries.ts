import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../lib/client-context.js';
import type { FlowRecord, OperationRecord } from '../../../lib/flows/types.js';
import type { Activity, Revision } from '../../../lib/schema/system-types.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';

export const FLOWS_KEY = ['flows'] as const;

/** Every flow the user may read, by name (the settings list). */
export function useFlows() {
  const client = useClient();
  return useQuery({
    queryKey: [...FLOWS_KEY, 'all'],
    queryFn: async () =>
      (await client.readItems('directus_flows', { fields: ['*'], sort: ['name'], limit: -1 })).data as unknown as FlowRecord[],
  });
}

/** The active manual flows, for the content pages' buttons; nothing is asked for a user who may not read flows. */
export function useManualFlows() {
  const client = useClient();
  const canRead = usePermissions().can('directus_flows', 'read');
  const query = useQuery({
    queryKey: [...FLOWS_KEY, 'manual'],
    enabled: canRead,
    queryFn: async () =>
      (
        await client.readItems('directus_flows', {
          fields: ['id', 'name', 'icon', 'color', 'description', 'status', 'trigger', 'options'],
          filter: { _and: [{ trigger: { _eq: 'manual' } }, { status: { _eq: 'active' } }] },
          sort: ['name'],
          limit: -1,
        })
      ).data as unknown as FlowRecord[],
  });
  return canRead ? (query.data ?? []) : [];
}

/** One flow and its operations. */
export function useFlow(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: [...FLOWS_KEY, 'one', id],
    queryFn: async () => {
      const [flow, operations] = await Promise.all([
        client.readItem('directus_flows', id, { fields: ['*'] }),
        client.readItems('directus_operations', { fields: ['*'], filter: { flow: { _eq: id } }, limit: -1 }),
      ]);
      return { flow: flow as unknown as FlowRecord, operations: operations.data as unknown as OperationRecord[] };
    },
  });
}

/** The flow's last runs: its `run` activity (newest first), each with the revision holding the steps, when stored. */
export function useFlowRuns(id: string) {
  const client = useClient();
  return useQuery({
    queryKey: [...FLOWS_KEY, 'runs', id],
    queryFn: async () => {
      const activities = await client.readActivities({
        fields: ['id', 'action', 'timestamp', 'user', 'collection', 'item'],
        filter: { _and: [{ collection: { _eq: 'directus_flows' } }, { item: { _eq: id } }, { action: { _eq: 'run' } }] },
        sort: ['-timestamp'],
        limit: 10,
      });
      const revisions: Revision[] =
        activities.length === 0
          ? []
          : await client.readRevisions({
              fields: ['id', 'activity', 'data'],
              filter: { activity: { _in: activities.map((activity) => activity.id) } },
              limit: activities.length,
            });
      return activities.map((activity: Activity) => ({
        activity,
        revision: revisions.find((revision) => activityIdOf(revision) === activity.id) ?? null,
      }));
    },
  });
}

function activityIdOf(revision: Revision): number {
  return typeof revision.activity === 'object' ? revision.activity.id : Number(revision.activity);
}
