import type { OperationRecord } from '../../../lib/flows/types.js';
import { formatDateTime } from '../../../lib/i18n/format.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { RunStep } from './run-step.js';
import { runView, stepLabel } from './run-view.js';
import { StoredJson } from './stored-json.js';

export interface FlowRunProps {
  timestamp: string;
  /** The run's revision data, when the flow stored one. */
  data: Record<string, unknown> | null;
  hasRevision: boolean;
  operations: readonly OperationRecord[];
}

/**
 * One run of the flow: when, whether it failed and at which step (in words, not colour alone),
 * and, unfolded, its steps in order with the trigger's data and accountability.
 */
export function FlowRun({ timestamp, data, hasRevision, operations }: FlowRunProps) {
  const { t } = useTranslation();
  const view = hasRevision ? runView(data, operations) : null;
  const time = formatDateTime(timestamp);
  const count = view === null ? null : view.steps.length;
  return (
    <li className={view?.failed ? 'flow-run flow-run--failed' : 'flow-run'}>
      <details>
        <summary>
          <time dateTime={timestamp}>{time}</time>
          {view ? (
            <>
              {' · '}
              <span className={`flow-run__badge flow-run__badge--${view.failed ? 'failed' : 'ok'}`}>
                {view.failed ? t('flowEditor.runFailed', { step: stepLabel(view.failed) }) : t('flowEditor.runSucceeded')}
              </span>
            </>
          ) : null}
          {hasRevision ? (
            <>
              {' · '}
              <span>
                {count === null
                  ? t('flowEditor.runStepsNone')
                  : count === 1
                    ? t('flowEditor.runStepsOne')
                    : t('flowEditor.runStepsMany', { count })}
              </span>
            </>
          ) : null}
        </summary>
        {view ? (
          <>
            <ol className="flow-run__steps" aria-label={t('flowEditor.runSteps', { time })}>
              {view.steps.map((step, index) => (
                <RunStep key={`${index}:${step.key}`} step={step} />
              ))}
            </ol>
            <dl className="flow-options">
              {view.trigger ? (
                <>
                  <dt>{t('flowEditor.runTrigger')}</dt>
                  <dd>
                    <StoredJson stored={view.trigger} />
                  </dd>
                </>
              ) : null}
              {view.accountability ? (
                <>
                  <dt>{t('flowEditor.runAccountability')}</dt>
                  <dd>
                    <StoredJson stored={view.accountability} />
                  </dd>
                </>
              ) : null}
            </dl>
          </>
        ) : hasRevision ? (
          <pre>{JSON.stringify(data, null, 2)}</pre>
        ) : (
          <p>{t('flowEditor.runNoDetails')}</p>
        )}
      </details>
    </li>
  );
}
