import { useId } from 'react';
import { Button } from '../../../components/button.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { ACTIVITY_ACTIONS } from '../api/activity-filters.js';
import type { ActivityFilters } from '../api/activity-filters.js';
import { useActivityFilterChoices } from '../api/use-activity-log.js';
import { activityActionLabel, personName } from './activity-links.js';

type FilterKey = Exclude<keyof ActivityFilters, 'page'>;

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** User, action, collection and date range filters of the activity log. */
export function ActivityFiltersBar({ filters, onChange, onClear }: ActivityFiltersBarProps) {
  const id = useId();
  const { t } = useTranslation();
  const choices = useActivityFilterChoices();
  const isFiltered = Boolean(filters.user || filters.action || filters.collection || filters.from || filters.to);
  const users = choices.data?.users ?? [];
  const collections = choices.data?.collections ?? [];
  return (
    <div className="activity-filters" role="group" aria-label={t('activity.filters')}>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-user`}>{t('activity.user')}</label>
        <select id={`${id}-user`} className="select" value={filters.user} onChange={(event) => onChange('user', event.target.value)}>
          <option value="">{t('activity.allUsers')}</option>
          {users.map((user) => (
            <option key={String(user.id)} value={String(user.id)}>
              {personName(user)}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-action`}>{t('activity.action')}</label>
        <select id={`${id}-action`} className="select" value={filters.action} onChange={(event) => onChange('action', event.target.value)}>
          <option value="">{t('activity.allActions')}</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {activityActionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-collection`}>{t('activity.collection')}</label>
        <select
          id={`${id}-collection`}
          className="select"
          value={filters.collection}
          onChange={(event) => onChange('collection', event.target.value)}
        >
          <option value="">{t('activity.allCollections')}</option>
          {collections.map((collection) => (
            <option key={collection} value={collection}>
              {collection}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-from`}>{t('activity.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={filters.from}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div className="activity-filters__field">
        <label htmlFor={`${id}-to`}>{t('activity.to')}</label>
        <input id={`${id}-to`} type="date" className="input" value={filters.to} onChange={(event) => onChange('to', event.target.value)} />
      </div>
      {isFiltered ? (
        <Button variant="ghost" onClick={onClear}>
          {t('activity.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
