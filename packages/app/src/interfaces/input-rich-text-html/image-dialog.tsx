import { useCallback } from 'react';
import type { FileRecord } from '../../lib/files/types.js';
import { FileLibraryDrawer } from '../file-shared/file-library-drawer.js';
import { FileUploader } from '../file-shared/file-uploader.js';
import { fileLabel, toFileValue } from '../file-shared/file-value.js';
import type { FileValue } from '../file-shared/file-value.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

export interface PickedImage {
  src: string;
  alt: string;
}

interface ImageDialogProps {
  /** Folder new uploads go to (the `folder` option); null = the root. */
  folder: string | null;
  /** The `imageToken` option: a static token appended so the image shows outside the app. */
  imageToken: string | undefined;
  onPick: (image: PickedImage) => void;
  onClose: () => void;
}

/** `/assets/<id>`, with `?access_token=` when the field sets an image token. */
export function imageSource(file: FileValue, imageToken: string | undefined): PickedImage {
  const token = imageToken ? `?access_token=${encodeURIComponent(imageToken)}` : '';
  return { src: `/assets/${encodeURIComponent(file.id)}${token}`, alt: fileLabel(file) };
}

/** "Insert image": the files library (images only, with search and thumbnails), or upload a new picture. */
export function ImageDialog({ folder, imageToken, onPick, onClose }: ImageDialogProps) {
  const { t } = useTranslation();
  const onUploaded = useCallback(
    (rows: FileRecord[]) => {
      const file = toFileValue(rows[0]);
      if (file) onPick(imageSource(file, imageToken));
    },
    [imageToken, onPick],
  );
  return (
    <FileLibraryDrawer
      title={t('interfaceText.insertImage')}
      isMultiple={false}
      isImagesOnly
      header={
        <FileUploader
          chooseLabel={t('interfaceText.uploadImage')}
          isMultiple={false}
          accept="image/*"
          folder={folder}
          onUploaded={onUploaded}
        />
      }
      onSelect={(files) => {
        const [file] = files;
        if (file) onPick(imageSource(file, imageToken));
      }}
      onCancel={onClose}
    />
  );
}
