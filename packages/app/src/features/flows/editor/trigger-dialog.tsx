import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { FlowRecord } from '../../../lib/flows/types.js';
import { OptionFields } from './option-fields.js';
import { optionTexts, parseOptions, type OptionTexts } from './option-values.js';
import { TRIGGER_TYPES, triggerFields, type TriggerId } from './trigger-types.js';
import { triggerTypeLabel } from './type-labels.js';

export type TriggerSetup = Pick<FlowRecord, 'trigger' | 'status' | 'options'>;

/** The flow's trigger set-up: its type, status and the type's options. */
export function TriggerDialog({
  flow,
  isSaving = false,
  onSubmit,
  onClose,
}: {
  flow: TriggerSetup;
  isSaving?: boolean;
  onSubmit: (setup: TriggerSetup) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [trigger, setTrigger] = useState<TriggerId>(flow.trigger ?? 'manual');
  const [active, setActive] = useState(flow.status === 'active');
  const [texts, setTexts] = useState<OptionTexts>(() => optionTexts(triggerFields(trigger), flow.options ?? {}));
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const parsed = parseOptions(triggerFields(trigger), texts, trigger === flow.trigger ? (flow.options ?? {}) : {});
    if ('error' in parsed) return setError(parsed.error);
    onSubmit({ trigger, status: active ? 'active' : 'inactive', options: parsed.options });
  }

  return (
    <Dialog
      title={t('flows.triggerSetup')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isLoading={isSaving} onClick={submit}>
            {t('flows.saveTrigger')}
          </Button>
        </>
      }
    >
      <form
        className="flow-editor__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flow-editor__field">
          <label htmlFor={`${id}-trigger`}>{t('flows.trigger')}</label>
          <select
            id={`${id}-trigger`}
            className="select"
            value={trigger}
            onChange={(event) => {
              const next = event.target.value as TriggerId;
              setTrigger(next);
              setTexts(optionTexts(triggerFields(next), next === flow.trigger ? (flow.options ?? {}) : {}));
            }}
          >
            {TRIGGER_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {triggerTypeLabel(t, type.id)}
              </option>
            ))}
          </select>
        </div>
        <div className="flow-editor__field">
          <label>
            <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> {t('flows.active')}
          </label>
        </div>
        <fieldset className="flow-editor__options">
          <legend>{t('flowEditor.stepOptions')}</legend>
          <OptionFields fields={triggerFields(trigger)} texts={texts} onChange={setTexts} />
        </fieldset>
        {error ? (
          <p role="alert" className="flow-editor__error">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
