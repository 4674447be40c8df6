import { useId } from 'react';
import { Button } from '../../../components/button.js';
import { ACTIVITY_ACTIONS } from '../api/activity-filters.js';
import type { ActivityFilters } from '../api/activity-filters.js';
import { useActivityFilterChoices } from '../api/use-activity-log.js';
import { ACTION_LABELS, personName } from './activity-links.js';

type FilterKey = Exclude<keyof ActivityFilters, 'page'>;

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** User, action, collection and date range filters of the activity log. */
export function ActivityFiltersBar({ filters, onChange, onClear }: ActivityFiltersBarProps) {
  const id = useId();
  const choices = useActivityFilterChoices();
  const isFiltered = Boolean(filters.user || filters.action || filters.collection || filters.from || filters.to);
  const users = choices.data?.users ?? [];
  const collections = choices.data?.collections ?? [];
  return (
    <div className="activity-filters" role="group" aria-label="Filter activity">
      <div className="activity-filters__field">
        <label htmlFor={`${id}-user`}>User</label>
        <select id={`${id}-user`} className="select" value={filters.user} onChange={(event) => onChange('user', event.target.value)}>
          <option value="">All users</option>
          {users.map((user) => (
            <option key={String(user.id)} value={String(user.id)}>
              {personName(user)}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select id={`${id}-action`} className="select" value={filters.action} onChange={(event) => onChange('action', event.target.value)}>
          <option value="">All actions</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABELS[action] ?? action}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-collection`}>Collection</label>
        <select
          id={`${id}-collection`}
          className="select"
          value={filters.collection}
          onChange={(event) => onChange('collection', event.target.value)}
        >
          <option value="">All collections</option>
          {collections.map((collection) => (
            <option key={collection} value={collection}>
              {collection}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={filters.from}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" className="input" value={filters.to} onChange={(event) => onChange('to', event.target.value)} />
      </div>
      {isFiltered ? (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
