import { useQuery } from '@tanstack/react-query';
import { useClient } from '../../../../lib/client-context.js';
import type { AggregateFunction } from '../../../../lib/insights/types.js';
import { INSIGHTS_KEYS } from '../../api/insights-queries.js';

export interface ChartQuery {
  collection: string;
  fn: AggregateFunction;
  field: string;
  groupBy: string[];
  filter: Record<string, unknown> | undefined;
}

/** A chart panel's grouped aggregate; under the panel-data key, so auto-refresh reloads it. Waits until the query is complete. */
export function useChartGroups(panelId: string, query: ChartQuery, isComplete: boolean) {
  const client = useClient();
  return useQuery({
    queryKey: [...INSIGHTS_KEYS.panelData, panelId, 'groups', query],
    queryFn: () => client.aggregateGroups(query.collection, query.fn, query.field, query.groupBy, query.filter),
    enabled: isComplete,
  });
}
