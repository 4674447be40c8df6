import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { Drawer } from '../../../../components/drawer.js';
import { Icon } from '../../../../components/icon.js';
import { Notice } from '../../../../components/notice.js';
import { DISPLAYS } from '../../../../displays/registry.js';
import { INTERFACES } from '../../../../interfaces/registry.js';
import { errorMessage, fieldErrors } from '../../../../lib/api-error.js';
import type { Field, FieldMeta } from '../../../../lib/schema/types.js';
import { useUpdateField } from '../../api/use-data-model.js';
import { Checkbox, FormRow } from '../collection-settings/form-controls.js';

type Editable = Pick<FieldMeta, 'interface' | 'display' | 'note' | 'width' | 'required' | 'readonly' | 'hidden'>;

function editable(meta: FieldMeta | null): Editable {
  return {
    interface: meta?.interface ?? null,
    display: meta?.display ?? null,
    note: meta?.note ?? null,
    width: meta?.width ?? 'full',
    required: meta?.required ?? false,
    readonly: meta?.readonly ?? false,
    hidden: meta?.hidden ?? false,
  };
}

/** A field's edit button and drawer: its interface, display, note, width and flags (only changes are sent). */
export function EditField({ field }: { field: Field }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="ghost" aria-label={`Edit field ${field.field}`} onClick={() => setIsOpen(true)}>
        <Icon name="edit" />
      </Button>
      {isOpen ? <EditFieldDrawer field={field} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function EditFieldDrawer({ field, onClose }: { field: Field; onClose: () => void }) {
  const saved = editable(field.meta);
  const [draft, setDraft] = useState<Editable>(saved);
  const update = useUpdateField(field.collection, field.field);
  const errors = fieldErrors(update.error);
  const set = <Key extends keyof Editable>(key: Key, value: Editable[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const interfaces = Object.values(INTERFACES).filter((definition) => definition.types.includes(field.type));
  const changes = Object.fromEntries(Object.entries(draft).filter(([key, value]) => value !== saved[key as keyof Editable]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Drawer
      title={`Edit field ${field.field}`}
      onClose={onClose}
      actions={
        <Button variant="primary" type="submit" form="edit-field-form" isLoading={update.isPending}>
          Save field
        </Button>
      }
    >
      <form id="edit-field-form" className="data-model-form" onSubmit={submit} noValidate>
        {update.error && Object.keys(errors).length === 0 ? <Notice kind="danger">{errorMessage(update.error)}</Notice> : null}
        <p className="data-model-form__hint">
          Type <code>{field.type}</code>
        </p>
        <FormRow label="Interface" error={errors.interface}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.interface ?? ''}
              onChange={(event) => set('interface', event.target.value || null)}
            >
              <option value="">None</option>
              {draft.interface && !interfaces.some((definition) => definition.id === draft.interface) ? (
                <option value={draft.interface}>{draft.interface}</option>
              ) : null}
              {interfaces.map((definition) => (
                <option key={definition.id} value={definition.id}>
                  {definition.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label="Display" error={errors.display}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.display ?? ''}
              onChange={(event) => set('display', event.target.value || null)}
            >
              <option value="">None</option>
              {draft.display && !(draft.display in DISPLAYS) ? <option value={draft.display}>{draft.display}</option> : null}
              {Object.keys(DISPLAYS).map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label="Note" error={errors.note}>
          {(props) => (
            <input {...props} className="input" value={draft.note ?? ''} onChange={(event) => set('note', event.target.value || null)} />
          )}
        </FormRow>
        <FormRow label="Width" error={errors.width}>
          {(props) => (
            <select
              {...props}
              className="select"
              value={draft.width ?? 'full'}
              onChange={(event) => set('width', event.target.value as Editable['width'])}
            >
              <option value="half">Half width</option>
              <option value="full">Full width</option>
              <option value="fill">Fill</option>
            </select>
          )}
        </FormRow>
        <Checkbox label="Required" checked={draft.required} onChange={(value) => set('required', value)} />
        <Checkbox label="Read only" checked={draft.readonly} onChange={(value) => set('readonly', value)} />
        <Checkbox label="Hidden on detail" checked={draft.hidden} onChange={(value) => set('hidden', value)} />
      </form>
    </Drawer>
  );
}
