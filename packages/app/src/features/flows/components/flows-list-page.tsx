import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { useBreadcrumbs } from '../../../components/breadcrumbs.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { EmptyState } from '../../../components/empty-state.js';
import { ErrorState } from '../../../components/error-state.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useFlows } from '../api/flow-queries.js';
import { CreateFlowDialog } from './create-flow-dialog.js';
import './flows.css';

/** `/settings/flows`: every flow, with its trigger and status; each opens its page (graph editor); "Create flow" adds one. */
export function FlowsListPage() {
  const flows = useFlows();
  const [creating, setCreating] = useState(false);
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('settings.navigation'), to: '/settings' }, { label: t('settings.flows') }]);
  return (
    <div className="flows-page">
      <h1>{t('settings.flows')}</h1>
      <p>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('flows.createFlow')}
        </Button>
      </p>
      {creating ? <CreateFlowDialog onClose={() => setCreating(false)} /> : null}
      {flows.error ? (
        <ErrorState error={flows.error} onRetry={() => void flows.refetch()} />
      ) : flows.isPending ? (
        <Skeleton label={t('flows.loadingFlows')} shape="rows" />
      ) : flows.data.length === 0 ? (
        <EmptyState title={t('flows.noFlows')} icon="inbox">
          {t('flows.noFlowsText')}
        </EmptyState>
      ) : (
        <table className="flows-table">
          <thead>
            <tr>
              <th scope="col">{t('insights.name')}</th>
              <th scope="col">{t('flows.trigger')}</th>
              <th scope="col">{t('flows.status')}</th>
              <th scope="col">{t('flows.description')}</th>
            </tr>
          </thead>
          <tbody>
            {flows.data.map((flow) => (
              <tr key={flow.id}>
                <td>
                  <Link to={`/settings/flows/${encodeURIComponent(flow.id)}`}>{flow.name}</Link>
                </td>
                <td>{flow.trigger ?? '—'}</td>
                <td className={`flow-status--${flow.status}`}>{t(flow.status === 'active' ? 'flows.active' : 'flows.inactive')}</td>
                <td>{flow.description ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
