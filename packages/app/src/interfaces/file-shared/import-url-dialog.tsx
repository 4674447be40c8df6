import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog } from '../../components/dialog.js';
import { Notice } from '../../components/notice.js';
import { errorMessage } from '../../lib/api-error.js';
import { useClient } from '../../lib/client-context.js';
import type { FileRecord } from '../../lib/files/types.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface ImportUrlDialogProps {
  /** Folder the imported file goes to. */
  folder: string | null;
  onImported: (file: FileRecord) => void;
  onCancel: () => void;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Ask for a URL and have the server fetch it into the library (`POST /files/import`). */
export function ImportUrlDialog({ folder, onImported, onCancel }: ImportUrlDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const importing = useMutation({
    mutationFn: () => client.importFile(url.trim(), folder ? { folder } : {}),
    onSuccess: onImported,
  });
  const isValid = isWebUrl(url.trim());
  return (
    <Dialog
      title={t('files.importFromUrl')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={!isValid} isLoading={importing.isPending} onClick={() => importing.mutate()}>
            {t('files.import')}
          </Button>
        </>
      }
    >
      <label htmlFor={inputId}>{t('files.fileUrl')}</label>
      <input
        id={inputId}
        className="input"
        type="url"
        placeholder="https://…"
        value={url}
        data-autofocus
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isValid) {
            event.preventDefault();
            importing.mutate();
          }
        }}
      />
      {importing.error ? <Notice kind="danger">{errorMessage(importing.error)}</Notice> : null}
    </Dialog>
  );
}
