import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { FLOWS_KEY } from '../api/flow-queries.js';

/** "Create flow": a name, then the new (manual, active) flow's page, where its trigger and operations are set up. */
export function CreateFlowDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => client.createFlow({ name: name.trim(), status: 'active', trigger: 'manual', accountability: 'all', options: {} }),
    onSuccess: async (flow) => {
      await queryClient.invalidateQueries({ queryKey: FLOWS_KEY });
      void navigate(`/settings/flows/${encodeURIComponent(flow.id)}`);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  function submit() {
    if (name.trim() === '') return setProblem(t('flows.nameRequired'));
    setProblem(null);
    create.mutate();
  }
  return (
    <Dialog
      title={t('flows.createFlow')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" isLoading={create.isPending} onClick={submit}>
            {t('insights.create')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id}>{t('insights.name')}</label>
        <input id={id} className="input" value={name} onChange={(event) => setName(event.target.value)} />
        {problem ? (
          <p role="alert" className="flow-create__error">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
