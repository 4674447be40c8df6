import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { keyProblem, type FlowDraft, type NewOperation } from './flow-draft.js';
import { OPERATION_TYPES, operationType } from './operation-types.js';
import { OptionFields } from './option-fields.js';
import { optionTexts, parseOptions, type OptionTexts } from './option-values.js';
import { operationTypeLabel } from './type-labels.js';

export interface OperationDialogProps {
  draft: FlowDraft;
  /** The operation edited; none to add one. */
  operation?: NewOperation;
  onSubmit: (operation: Omit<NewOperation, 'id'>) => void;
  onClose: () => void;
  /** The flow's trigger type: the permissions option says what "From trigger" means under it. */
  trigger?: string | null;
}

/** Add or edit an operation: name, key (a slug unique in the flow), type and the type's options. */
export function OperationDialog({ draft, operation, onSubmit, onClose, trigger }: OperationDialogProps) {
  const id = useId();
  const { t } = useTranslation();
  const [name, setName] = useState(operation?.name ?? '');
  const [key, setKey] = useState(operation?.key ?? '');
  const [type, setType] = useState(operation?.type ?? OPERATION_TYPES[0]!.id);
  const fields = operationType(type)?.fields ?? [];
  const [texts, setTexts] = useState<OptionTexts>(() => optionTexts(fields, operation?.options ?? {}));
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const finalKey = key.trim() || slug(name);
    const problem = keyProblem(draft, finalKey, operation?.id ?? null);
    if (problem) return setError(problem);
    const parsed = parseOptions(fields, texts, operation?.type === type ? operation.options : {});
    if ('error' in parsed) return setError(parsed.error);
    onSubmit({ name: name.trim() || null, key: finalKey, type, options: parsed.options });
  }

  return (
    <Dialog
      title={t(operation ? 'flows.editOperation' : 'flows.addOperation')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={submit}>
            {t(operation ? 'flows.apply' : 'flows.add')}
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
          <label htmlFor={`${id}-name`}>{t('insights.name')}</label>
          <input id={`${id}-name`} className="input" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="flow-editor__field">
          <label htmlFor={`${id}-key`}>{t('flows.key')}</label>
          <input id={`${id}-key`} className="input" value={key} placeholder={slug(name)} onChange={(event) => setKey(event.target.value)} />
        </div>
        <div className="flow-editor__field">
          <label htmlFor={`${id}-type`}>{t('flows.type')}</label>
          <select
            id={`${id}-type`}
            className="select"
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setTexts(optionTexts(operationType(event.target.value)?.fields ?? [], {}));
            }}
          >
            {OPERATION_TYPES.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {operationTypeLabel(t, candidate.id)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flow-editor__options">
          <legend>{t('flowEditor.stepOptions')}</legend>
          <OptionFields fields={fields} texts={texts} onChange={setTexts} trigger={trigger} />
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

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
