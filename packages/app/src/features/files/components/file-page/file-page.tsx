import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBreadcrumbs } from '../../../../components/breadcrumbs.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { EmptyState } from '../../../../components/empty-state.js';
import { ErrorState } from '../../../../components/error-state.js';
import { Icon } from '../../../../components/icon.js';
import { Spinner } from '../../../../components/spinner.js';
import { Button } from '../../../../components/button.js';
import { errorStatus } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { assetUrl, useAccessToken } from '../../../../lib/assets/use-access-token.js';
import { fileTypeIcon, hasThumbnail } from '../../api/file-kinds.js';
import { fileLabel } from '../../api/file-row.js';
import type { FileRow } from '../../api/file-row.js';
import { useFile } from '../../api/use-files.js';
import { useFilesMutation } from '../../api/use-files-mutation.js';
import type { FilesAccess } from '../files-access.js';
import { FileInfo } from './file-info.js';
import { FileMetadataForm } from './file-metadata-form.js';
import { FocalPointPicker } from './focal-point-picker.js';
import { ReplaceFileButton } from './replace-file-button.js';
import './file-page.css';

/** `/files/:id`: the preview (and focal point), the metadata form, what the server recorded, and the file's actions. */
export function FilePage({ id, access }: { id: string; access: FilesAccess }) {
  const file = useFile(id, access.canReadUsers);
  const { t } = useTranslation();
  useBreadcrumbs([{ label: t('shell.moduleFiles'), to: '/files' }, { label: file.data ? fileLabel(file.data) : t('files.file') }]);
  if (file.isPending) return <Spinner label={t('files.loadingFile')} />;
  if (file.error) {
    const status = errorStatus(file.error);
    if (status === 403 || status === 404) {
      return (
        <EmptyState title={t('files.fileNotFound')} icon="missing">
          <p>{t('files.fileNotFoundText')}</p>
        </EmptyState>
      );
    }
    return <ErrorState error={file.error} onRetry={() => void file.refetch()} />;
  }
  return <FileDetails file={file.data} access={access} />;
}

function FileDetails({ file, access }: { file: FileRow; access: FilesAccess }) {
  const { t } = useTranslation();
  const client = useClient();
  const token = useAccessToken(true);
  const navigate = useNavigate();
  const [isDeleting, setDeleting] = useState(false);
  const remove = useFilesMutation<string>({
    run: (api, key) => api.deleteFiles([key]),
    done: () => t('files.fileDeleted', { name: fileLabel(file) }),
    failed: t('files.couldNotDeleteFile'),
  });
  const download = assetUrl(client.url, file.id, token, { download: '' });
  const back = file.folder ? `/files/folders/${encodeURIComponent(file.folder)}` : '/files';
  return (
    <article className="file-page" aria-labelledby="file-title">
      <header className="files-toolbar">
        <Link to={back} className="button button--ghost" aria-label={t('files.backToList')}>
          <Icon name="arrow_back" />
        </Link>
        <h1 id="file-title" className="files-toolbar__title">
          {fileLabel(file)}
        </h1>
        {download ? (
          <a className="button button--secondary" href={download} download={file.filename_download}>
            <Icon name="download" /> {t('files.download')}
          </a>
        ) : null}
        {access.canEditFiles ? <ReplaceFileButton id={file.id} /> : null}
        {access.canDeleteFiles ? (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('files.delete')}
          </Button>
        ) : null}
      </header>
      <div className="file-page__body">
        <div className="file-page__preview">
          {hasThumbnail(file.type) ? (
            <FocalPointPicker file={file} canEdit={access.canEditFiles} />
          ) : (
            <div className="file-page__icon">
              <Icon name={fileTypeIcon(file.type)} label={file.type ?? t('files.file')} />
            </div>
          )}
          <FileInfo file={file} />
        </div>
        <FileMetadataForm file={file} canEdit={access.canEditFiles} />
      </div>
      {isDeleting ? (
        <ConfirmDialog
          title={t('files.deleteFileTitle', { name: fileLabel(file) })}
          confirmLabel={t('files.delete')}
          isDanger
          isBusy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() => remove.mutate(file.id, { onSuccess: () => void navigate(back) })}
        >
          <p>{t('files.deleteFileText')}</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
