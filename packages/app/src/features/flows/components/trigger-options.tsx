import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { FlowRecord } from '../../../lib/flows/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { OptionFields } from '../editor/option-fields.js';
import { optionTexts, parseOptions, type OptionTexts } from '../editor/option-values.js';
import { triggerFields } from '../editor/trigger-types.js';
import { useSaveTrigger } from '../editor/use-save-flow.js';

type Options = Record<string, unknown>;

/**
 * The trigger's options as a form from the trigger registry (the one the trigger set-up uses), with
 * "Edit as JSON" as the fallback for options the form does not know. Remount it (key) when the
 * stored flow changes.
 */
export function TriggerOptions({ flow }: { flow: Pick<FlowRecord, 'id' | 'trigger' | 'status' | 'options'> }) {
  const id = useId();
  const fields = triggerFields(flow.trigger);
  // The options underneath the form: the stored ones, or the JSON text's once the user leaves it.
  const [base, setBase] = useState<Options>(() => flow.options ?? {});
  const [texts, setTexts] = useState<OptionTexts>(() => optionTexts(fields, base));
  const [json, setJson] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTrigger(flow.id);
  const notify = useNotify();
  const { t } = useTranslation();

  /** The options the form or the JSON text holds now, or a message saying what is wrong. */
  function current(): { options: Options } | { error: string } {
    if (json === null) return parseOptions(fields, texts, base);
    try {
      const value = JSON.parse(json) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { options: value as Options };
      return { error: t('flows.optionsNotObject') };
    } catch {
      return { error: t('flows.optionsNotJson') };
    }
  }

  function toggleJson(asJson: boolean) {
    const parsed = current();
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    if (asJson) setJson(JSON.stringify(parsed.options, null, 2));
    else {
      setBase(parsed.options);
      setTexts(optionTexts(fields, parsed.options));
      setJson(null);
    }
  }

  function submit() {
    const parsed = current();
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    save.mutate(
      { trigger: flow.trigger, status: flow.status, options: parsed.options },
      {
        onSuccess: () => notify({ title: t('flows.triggerOptionsSaved'), kind: 'success' }),
        onError: (failure) => notify({ title: t('flows.triggerOptionsNotSaved'), text: errorMessage(failure), kind: 'danger' }),
      },
    );
  }

  return (
    <form
      className="flow-editor__form trigger-options"
      aria-label={t('flows.triggerOptions')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {json !== null ? (
        <div className="flow-editor__field">
          <label htmlFor={`${id}-json`}>{t('flows.triggerOptionsJson')}</label>
          <textarea
            id={`${id}-json`}
            className="input flow-editor__code"
            rows={8}
            spellCheck={false}
            value={json}
            onChange={(event) => setJson(event.target.value)}
          />
        </div>
      ) : fields.length > 0 ? (
        <OptionFields fields={fields} texts={texts} onChange={setTexts} />
      ) : (
        <p>{t('flows.noTriggerOptions')}</p>
      )}
      <label>
        <input type="checkbox" checked={json !== null} onChange={(event) => toggleJson(event.target.checked)} /> {t('flows.editAsJson')}
      </label>
      {error ? (
        <p role="alert" className="flow-editor__error">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" isLoading={save.isPending}>
          {t('flows.saveTriggerOptions')}
        </Button>
      </div>
    </form>
  );
}
