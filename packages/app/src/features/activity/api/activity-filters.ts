/** The activity log's filters as the URL keeps them (`?user=…&action=…&collection=…&from=…&to=…&page=…`). */
export interface ActivityFilters {
  user: string;
  action: string;
  collection: string;
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
  page: number;
}

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'login', 'comment'] as const;
export const ACTIVITY_PAGE_SIZE = 25;

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  return {
    user: params.get('user') ?? '',
    action: params.get('action') ?? '',
    collection: params.get('collection') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The API filter for the chosen filters; dates are whole local days (`to` includes its day). */
export function activityApiFilter(filters: ActivityFilters): Record<string, unknown> | undefined {
  const rules: Record<string, unknown>[] = [];
  if (filters.user) rules.push({ user: { _eq: filters.user } });
  if (filters.action) rules.push({ action: { _eq: filters.action } });
  if (filters.collection) rules.push({ collection: { _eq: filters.collection } });
  if (filters.from) rules.push({ timestamp: { _gte: new Date(`${filters.from}T00:00:00`).toISOString() } });
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    rules.push({ timestamp: { _lt: end.toISOString() } });
  }
  return rules.length > 0 ? { _and: rules } : undefined;
}
