import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { RoleSelect } from '../../../components/role-select.js';
import type { RoleRow } from '../../../lib/access/types.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { PrimaryKey } from '../../../lib/schema/types.js';
import type { ShareRow } from '../../../lib/shares/types.js';
import { useSaveShare } from '../api/share-queries.js';
import { EMPTY_SHARE_FORM, shareFormValues, sharePayload, validateShareForm } from '../share-form.js';
import type { ShareFormValues } from '../share-form.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface ShareDialogProps {
  collection: string;
  item: PrimaryKey;
  /** null: a new share. */
  share: ShareRow | null;
  roles: readonly RoleRow[];
  onClose: () => void;
}

/** Create or edit a share of the item: name, role, password, when it is valid and how often it may be opened. */
export function ShareDialog({ collection, item, share, roles, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveShare();
  const [values, setValues] = useState<ShareFormValues>(() =>
    share ? shareFormValues(share) : { ...EMPTY_SHARE_FORM, role: roles[0]?.id ?? null },
  );
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateShareForm(values);
  const visibleErrors = showErrors ? errors : {};
  const formId = useId();
  const ids = { name: useId(), role: useId(), password: useId(), start: useId(), end: useId(), uses: useId() };
  const set = <Key extends keyof ShareFormValues>(key: Key, value: ShareFormValues[Key]) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    const input = share ? sharePayload(values) : { ...sharePayload(values), collection, item: String(item) };
    save.mutate(
      { id: share?.id ?? null, input },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: t(share ? 'shares.saved' : 'shares.created') });
          onClose();
        },
      },
    );
  };

  const fieldError = (key: keyof typeof visibleErrors, id: string) =>
    visibleErrors[key] ? (
      <p id={`${id}-error`} className="shares-form__error" role="alert">
        {visibleErrors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof typeof visibleErrors, id: string) => (visibleErrors[key] ? `${id}-error` : undefined);

  return (
    <Dialog
      title={t(share ? 'shares.editTitle' : 'shares.newTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} isLoading={save.isPending}>
            {t(share ? 'shares.save' : 'shares.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className="shares-form" onSubmit={submit} noValidate>
        {save.error ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
        <label htmlFor={ids.name}>{t('shares.name')}</label>
        <input
          id={ids.name}
          className="input"
          value={values.name}
          aria-invalid={Boolean(visibleErrors.name)}
          aria-describedby={describedBy('name', ids.name)}
          onChange={(event) => set('name', event.target.value)}
          data-autofocus
        />
        {fieldError('name', ids.name)}
        <label htmlFor={ids.role}>{t('shares.role')}</label>
        <RoleSelect id={ids.role} roles={roles} value={values.role} onChange={(role) => set('role', role)} allowNone />
        <label htmlFor={ids.password}>{t('shares.password')}</label>
        <input
          id={ids.password}
          className="input"
          type="password"
          autoComplete="new-password"
          placeholder={t(share?.password ? 'shares.unchanged' : 'shares.noPassword')}
          value={values.password}
          disabled={values.removePassword}
          onChange={(event) => set('password', event.target.value)}
        />
        {share?.password ? (
          <label className="shares-form__check">
            <input type="checkbox" checked={values.removePassword} onChange={(event) => set('removePassword', event.target.checked)} />{' '}
            {t('shares.removePassword')}
          </label>
        ) : null}
        <label htmlFor={ids.start}>{t('shares.validFrom')}</label>
        <input
          id={ids.start}
          className="input"
          type="datetime-local"
          value={values.dateStart}
          aria-invalid={Boolean(visibleErrors.dateStart)}
          aria-describedby={describedBy('dateStart', ids.start)}
          onChange={(event) => set('dateStart', event.target.value)}
        />
        {fieldError('dateStart', ids.start)}
        <label htmlFor={ids.end}>{t('shares.validUntil')}</label>
        <input
          id={ids.end}
          className="input"
          type="datetime-local"
          value={values.dateEnd}
          aria-invalid={Boolean(visibleErrors.dateEnd)}
          aria-describedby={describedBy('dateEnd', ids.end)}
          onChange={(event) => set('dateEnd', event.target.value)}
        />
        {fieldError('dateEnd', ids.end)}
        <label htmlFor={ids.uses}>{t('shares.maxUses')}</label>
        <input
          id={ids.uses}
          className="input"
          inputMode="numeric"
          placeholder={t('shares.unlimited')}
          value={values.maxUses}
          aria-invalid={Boolean(visibleErrors.maxUses)}
          aria-describedby={describedBy('maxUses', ids.uses)}
          onChange={(event) => set('maxUses', event.target.value)}
        />
        {fieldError('maxUses', ids.uses)}
      </form>
    </Dialog>
  );
}
