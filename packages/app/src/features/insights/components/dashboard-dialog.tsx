import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { IconPicker } from '../../../components/icon-picker/icon-picker.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { Dashboard } from '../../../lib/insights/types.js';
import { useSaveDashboard } from '../api/insights-queries.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** Create (no `dashboard`) or edit a dashboard's name, icon and note. */
export function DashboardDialog({ dashboard, onClose }: { dashboard?: Dashboard; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveDashboard();
  const [name, setName] = useState(dashboard?.name ?? '');
  const [icon, setIcon] = useState<string | null>(dashboard?.icon ?? 'dashboard');
  const [note, setNote] = useState(dashboard?.note ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const ids = { form: useId(), name: useId(), note: useId(), error: useId() };
  const nameProblem = name.trim() === '' ? t('insights.enterName') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (nameProblem) return;
    const values = { name: name.trim(), icon: icon ?? 'dashboard', note: note.trim() === '' ? null : note };
    save.mutate(
      { id: dashboard?.id, values },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: t(dashboard ? 'insights.dashboardSaved' : 'insights.dashboardCreated') });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t(dashboard ? 'insights.editDashboard' : 'insights.createDashboard')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('insights.cancel')}</Button>
          <Button variant="primary" type="submit" form={ids.form} isLoading={save.isPending}>
            {t(dashboard ? 'insights.save' : 'insights.create')}
          </Button>
        </>
      }
    >
      <form id={ids.form} className="insights-form" onSubmit={submit} noValidate>
        {save.error ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
        <div className="insights-option">
          <label htmlFor={ids.name}>{t('insights.name')}</label>
          <input
            id={ids.name}
            className="input"
            value={name}
            required
            data-autofocus
            aria-invalid={isTouched && nameProblem ? true : undefined}
            aria-describedby={isTouched && nameProblem ? ids.error : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {isTouched && nameProblem ? (
            <p id={ids.error} className="insights-option__error" role="alert">
              {nameProblem}
            </p>
          ) : null}
        </div>
        <IconPicker label={t('insights.icon')} value={icon} onChange={setIcon} />
        <div className="insights-option">
          <label htmlFor={ids.note}>{t('insights.note')}</label>
          <textarea id={ids.note} className="textarea" value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
      </form>
    </Dialog>
  );
}
