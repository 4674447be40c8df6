import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Button } from '../../../../components/button.js';
import { useFilesMutation } from '../../api/use-files-mutation.js';
import type { FileRow } from '../../api/file-row.js';
import { useFileAssetUrl } from '../file-thumbnail.js';
import { focalPointAt, markerPosition } from './focal-point.js';
import { FocalPointFields } from './focal-point-fields.js';
import type { FocalPoint } from './focal-point.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { previewBoxStyle } from './preview-box.js';

/**
 * The image preview; when the user may edit the file, a click sets its focal point (in image
 * pixels, stored at once) and a marker shows it. Crops made with `fit=cover` keep that point.
 */
export function FocalPointPicker({ file, canEdit }: { file: FileRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const url = useFileAssetUrl(file, { key: 'system-large-contain' });
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const width = file.width ?? natural?.width ?? 0;
  const height = file.height ?? natural?.height ?? 0;
  const save = useFilesMutation<FocalPoint | null>({
    run: (client, point) =>
      client.updateFile(file.id, { focal_point_x: point?.x ?? null, focal_point_y: point?.y ?? null }).then(() => undefined),
    done: (point) => (point ? `Focal point set to ${point.x} × ${point.y}` : 'Focal point cleared'),
    failed: "Couldn't save the focal point",
  });
  const stored = file.focal_point_x !== null && file.focal_point_y !== null ? { x: file.focal_point_x, y: file.focal_point_y } : null;
  const point = save.isPending ? (save.variables ?? null) : stored;
  const onClick = (event: MouseEvent<HTMLImageElement>) => {
    if (!canEdit || width === 0 || height === 0) return;
    save.mutate(focalPointAt(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), width, height));
  };
  const box = previewBoxStyle(file.width, file.height);
  if (!url && !box) return null;
  return (
    <figure className="focal-picker">
      {/* Sized from the stored width and height, so the page does not move when the image arrives. */}
      <div className={`focal-picker__frame${box ? ' focal-picker__frame--sized' : ''}`} style={box} data-testid="preview-frame">
        {url ? (
          <img
            src={url}
            alt={file.title ?? file.filename_download}
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            className={`focal-picker__image${canEdit ? ' focal-picker__image--editable' : ''}`}
            onClick={onClick}
            onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        ) : null}
        {point && width > 0 && height > 0 ? (
          <span className="focal-picker__marker" style={markerPosition(point, width, height)} data-testid="focal-point-marker" />
        ) : null}
      </div>
      <figcaption className="focal-picker__caption">
        {point ? t('files.focalPointAt', { x: point.x, y: point.y }) : t('files.noFocalPoint')}
        {canEdit ? <span>{t('files.clickToSet')}</span> : null}
        {canEdit && point ? (
          <Button size="small" variant="ghost" onClick={() => save.mutate(null)}>
            {t('files.clearFocalPoint')}
          </Button>
        ) : null}
      </figcaption>
      {canEdit && width > 0 && height > 0 ? (
        <FocalPointFields
          key={point ? `${point.x}:${point.y}` : 'none'}
          point={point}
          width={width}
          height={height}
          onSet={(next) => save.mutate(next)}
        />
      ) : null}
    </figure>
  );
}
