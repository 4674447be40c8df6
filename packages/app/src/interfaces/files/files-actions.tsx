import { Button } from '../../components/button.js';
import type { FileRecord } from '../../lib/files/types.js';
import { FileUploader } from '../file-shared/file-uploader.js';
import { useFileAccess } from '../file-shared/use-file-access.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface FilesActionsProps {
  label: string;
  folder: string | null;
  enableCreate: boolean;
  enableSelect: boolean;
  onUploaded: (files: FileRecord[]) => void;
  onChoose: () => void;
}

/** Upload (many at once) and Add existing under a `files` list, as far as the user may. */
export function FilesActions({ label, folder, enableCreate, enableSelect, onUploaded, onChoose }: FilesActionsProps) {
  const { t } = useTranslation();
  const { canUpload, canBrowse } = useFileAccess();
  const mayCreate = canUpload && enableCreate;
  const maySelect = canBrowse && enableSelect;
  if (!mayCreate && !maySelect) return null;
  return (
    <>
      {mayCreate ? (
        <FileUploader chooseLabel={t('interfaceText.uploadNamed', { name: label })} isMultiple folder={folder} onUploaded={onUploaded} />
      ) : null}
      {maySelect ? (
        <div className="file-input__actions">
          <Button size="small" onClick={onChoose} aria-label={t('interfaceText.addExistingFilesTo', { name: label })}>
            {t('interfaceText.addExisting')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
