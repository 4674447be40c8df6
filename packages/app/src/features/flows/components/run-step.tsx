import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';
import { operationTypeLabel } from '../editor/type-labels.js';
import { stepLabel, type RunStepView } from './run-view.js';
import { StoredJson } from './stored-json.js';

const STATUS_TEXT: Record<RunStepView['status'], MessageKey> = {
  resolve: 'flowEditor.stepResolved',
  reject: 'flowEditor.stepRejected',
  unknown: 'flowEditor.stepUnknown',
};

/** One step of a run: its operation, how it ended (in words and colour), its rendered options and its stored result. */
export function RunStep({ step }: { step: RunStepView }) {
  const { t } = useTranslation();
  const label = stepLabel(step);
  const isFailed = step.status !== 'resolve';
  const options = step.options ? Object.entries(step.options) : null;
  return (
    <li className={`flow-step flow-step--${step.status}`} aria-label={label}>
      <h4 className="flow-step__title">
        {label} <span className={`flow-run__badge flow-run__badge--${isFailed ? 'failed' : 'ok'}`}>{t(STATUS_TEXT[step.status])}</span>
      </h4>
      <dl className="flow-options">
        <dt>{t('flowEditor.stepOperation')}</dt>
        <dd>{step.type ? operationTypeLabel(t, step.type) : step.operation}</dd>
        <dt>{t('flowEditor.stepOptions')}</dt>
        <dd>
          {options === null ? (
            t('flowEditor.stepNoOptions')
          ) : options.length === 0 ? (
            '—'
          ) : (
            <dl className="flow-options flow-step__options">
              {options.map(([name, value]) => (
                <div key={name} className="flow-step__option">
                  <dt>{name}</dt>
                  <dd>
                    <StoredJson stored={{ value, isTruncated: false }} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </dd>
        <dt>{t('flowEditor.stepData')}</dt>
        <dd>{step.data ? <StoredJson stored={step.data} isOpen={isFailed} /> : t('flowEditor.stepNoData')}</dd>
      </dl>
    </li>
  );
}
