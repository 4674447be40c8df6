import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { FILES_KEYS } from '../api/files-query-keys.js';
import { fileLabel } from '../api/file-row.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** "Import from URL" (`POST /files/import`): the server fetches the file; its refusal is shown in its words. */
export function ImportFileDialog({ folder, onClose }: { folder: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const id = useId();
  const [url, setUrl] = useState('');
  const importFile = useMutation({
    mutationFn: () => client.importFile(url.trim(), folder ? { folder } : {}),
    onSuccess: async (row) => {
      notify({ kind: 'success', title: t('files.imported', { name: fileLabel(row) }) });
      await queryClient.invalidateQueries({ queryKey: FILES_KEYS.all });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) importFile.mutate();
  };
  return (
    <Dialog
      title={t('files.importFromUrl')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="import-file" isLoading={importFile.isPending} disabled={!url.trim()}>
            {t('files.import')}
          </Button>
        </>
      }
    >
      <form id="import-file" className="files-form" onSubmit={submit}>
        {importFile.error ? (
          <Notice kind="danger" title={t('files.notImported')}>
            {errorMessage(importFile.error)}
          </Notice>
        ) : null}
        <label htmlFor={id}>{t('files.fileUrl')}</label>
        <input
          id={id}
          className="input"
          type="url"
          placeholder="https://example.com/picture.jpg"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
