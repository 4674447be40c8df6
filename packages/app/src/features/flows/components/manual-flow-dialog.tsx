import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import type { FlowRecord, ManualFlowField } from '../../../lib/flows/types.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { manualOptions } from '../manual-flows.js';

interface ManualFlowDialogProps {
  flow: FlowRecord;
  isBusy: boolean;
  error: string | null;
  onRun: (values: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** The confirmation a manual flow asks for (`requireConfirmation`): its description and its `fields` as a small form. */
export function ManualFlowDialog({ flow, isBusy, error, onRun, onCancel }: ManualFlowDialogProps) {
  const { t } = useTranslation();
  const options = manualOptions(flow);
  const fields = Array.isArray(options.fields) ? options.fields.filter((field) => typeof field?.field === 'string') : [];
  const [values, setValues] = useState<Map<string, unknown>>(() => new Map());
  const missing = fields.some((field) => field.meta?.required && isEmpty(values.get(field.field)));
  const set = (name: string, value: unknown) => setValues((current) => new Map(current).set(name, value));
  return (
    <Dialog
      title={t('flows.runTitle', { name: flow.name })}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" isLoading={isBusy} disabled={missing} onClick={() => onRun(Object.fromEntries(values))}>
            {t('flows.runFlow')}
          </Button>
        </>
      }
    >
      {options.confirmationDescription ? <p>{options.confirmationDescription}</p> : null}
      {fields.map((field) => (
        <ConfirmationField key={field.field} field={field} value={values.get(field.field)} onChange={(value) => set(field.field, value)} />
      ))}
      {error ? <Notice kind="danger">{error}</Notice> : null}
    </Dialog>
  );
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** One confirmation field: a checkbox for booleans, a number input for numbers, else text. */
function ConfirmationField({ field, value, onChange }: { field: ManualFlowField; value: unknown; onChange: (value: unknown) => void }) {
  const id = useId();
  const { t } = useTranslation();
  const name = field.name ?? field.field;
  const label = field.meta?.required ? t('flows.required', { label: name }) : name;
  if (field.type === 'boolean')
    return (
      <div className="manual-flow-field">
        <label htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {label}
        </label>
      </div>
    );
  const isNumber = field.type === 'integer' || field.type === 'bigInteger' || field.type === 'float' || field.type === 'decimal';
  const isLong = field.type === 'text' || field.meta?.interface === 'input-multiline';
  return (
    <div className="manual-flow-field">
      <label htmlFor={id}>{label}</label>
      {isLong ? (
        <textarea id={id} className="input" value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          id={id}
          className="input"
          type={isNumber ? 'number' : 'text'}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => onChange(isNumber ? (event.target.value === '' ? null : Number(event.target.value)) : event.target.value)}
        />
      )}
      {field.meta?.note ? <small>{field.meta.note}</small> : null}
    </div>
  );
}
