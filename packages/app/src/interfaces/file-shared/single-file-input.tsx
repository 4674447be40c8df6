import { useState } from 'react';
import { Button } from '../../components/button.js';
import { FileCard } from './file-card.js';
import { FileLibraryDrawer } from './file-library-drawer.js';
import { ImagePreview } from './image-preview.js';
import { ImportUrlDialog } from './import-url-dialog.js';
import { FileUploader } from './file-uploader.js';
import { useFileAccess } from './use-file-access.js';
import { useFileValue } from './use-file-value.js';
import './file-interfaces.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface SingleFileInputProps {
  /** DOM id of the element the field's label names. */
  id: string;
  label: string;
  /** A file id, a `directus_files` row, or null. */
  value: unknown;
  /** The chosen file's id, or null when removed. */
  onChange: (fileId: string | null) => void;
  /** `image` adds a large preview and offers only pictures from the library. */
  kind: 'file' | 'image';
  /** Folder new uploads and imports go to (the interface's `folder` option). */
  folder?: string | null;
  /** Image preview: fill the frame (`crop`, default) or show the whole picture, on a dark band when `letterbox`. */
  crop?: boolean;
  letterbox?: boolean;
  /** The image kind's large preview; off where the picture is shown elsewhere (an avatar beside the name). */
  hasPreview?: boolean;
  enableCreate?: boolean;
  enableSelect?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  describedBy?: string | undefined;
}

/**
 * One file chosen for a field (the `file` and `file-image` interfaces, avatars, the project's
 * logo): upload a new one, choose one from the library, import one from a URL; show it with its
 * name, type and size, download it or remove it. Writes only the file's id.
 */
export function SingleFileInput(props: SingleFileInputProps) {
  const { id, label, value, onChange, kind, folder = null, isDisabled = false, describedBy } = props;
  const { t } = useTranslation();
  const { canUpload, canBrowse } = useFileAccess();
  const { file, isMissing } = useFileValue(value);
  const [mode, setMode] = useState<'library' | 'import' | null>(null);
  const mayCreate = canUpload && props.enableCreate !== false;
  const maySelect = canBrowse && props.enableSelect !== false;

  return (
    <div
      id={id}
      className="file-input"
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={props.isInvalid || undefined}
      aria-required={props.isRequired || undefined}
      tabIndex={-1}
    >
      {file && kind === 'image' && props.hasPreview !== false && !isMissing ? (
        <ImagePreview file={file} crop={props.crop ?? true} letterbox={props.letterbox ?? false} />
      ) : null}
      {file ? (
        <FileCard
          file={file}
          isMissing={isMissing}
          actions={
            !isDisabled ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={t('interfaceText.removeNamed', { name: label })}
                onClick={() => onChange(null)}
              >
                {t('interfaceText.remove')}
              </Button>
            ) : null
          }
        />
      ) : (
        <p className="file-input__empty">{t('interfaceText.noFileSelected')}</p>
      )}
      {!isDisabled && mayCreate ? (
        <FileUploader
          chooseLabel={t('interfaceText.uploadNamed', { name: label })}
          isMultiple={false}
          accept={kind === 'image' ? 'image/*' : undefined}
          folder={folder}
          onUploaded={(uploaded) => {
            const last = uploaded[uploaded.length - 1];
            if (last) onChange(last.id);
          }}
        />
      ) : null}
      {!isDisabled && (mayCreate || maySelect) ? (
        <div className="file-input__actions">
          {maySelect ? (
            <Button size="small" onClick={() => setMode('library')}>
              {t('interfaceText.chooseFromLibrary')} <span className="visually-hidden">{t('interfaceText.forNamed', { name: label })}</span>
            </Button>
          ) : null}
          {mayCreate ? (
            <Button size="small" onClick={() => setMode('import')}>
              {t('files.importFromUrl')} <span className="visually-hidden">{t('interfaceText.forNamed', { name: label })}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'library' ? (
        <FileLibraryDrawer
          title={t('interfaceText.chooseNamed', { name: label })}
          isMultiple={false}
          isImagesOnly={kind === 'image'}
          initialFolder={null}
          onCancel={() => setMode(null)}
          onSelect={([chosen]) => {
            setMode(null);
            if (chosen) onChange(chosen.id);
          }}
        />
      ) : null}
      {mode === 'import' ? (
        <ImportUrlDialog
          folder={folder}
          onCancel={() => setMode(null)}
          onImported={(imported) => {
            setMode(null);
            onChange(imported.id);
          }}
        />
      ) : null}
    </div>
  );
}
