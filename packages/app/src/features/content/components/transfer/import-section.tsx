import { useId, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { useNotify } from '../../../../components/notifications/use-notify.js';
import { DropZone } from '../../../../components/upload/drop-zone.js';
import { formatFileSize, formatNumber } from '../../../../lib/i18n/format.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { ImportFailure } from './import-failure.js';
import { useImportItems } from './use-import-items.js';

const ACCEPT = '.csv,.json,text/csv,application/json';

/** By extension, else by the browser's type (Windows may type a .csv as Excel's, so the extension comes first). */
function isImportable(file: File): boolean {
  return /\.(csv|json)$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/json';
}

function percent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
}

/** Import: choose or drop one CSV or JSON file, upload it with progress; every row is written or none. */
export function ImportSection({ collection, label, onImported }: { collection: string; label: string; onImported: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const importing = useImportItems(collection);
  const titleId = useId();

  function choose([chosen]: File[]) {
    if (!chosen) return;
    importing.reset();
    setFile(isImportable(chosen) ? chosen : null);
    setChoiceError(isImportable(chosen) ? null : t('transfer.notImportable', { name: chosen.name }));
  }

  function start() {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (added) => {
        notify({
          kind: 'success',
          title: t('transfer.importedInto', { label }),
          text: added ? t(added === 1 ? 'transfer.newItemsOne' : 'transfer.newItemsMany', { count: formatNumber(added) }) : undefined,
        });
        setFile(null);
        onImported();
      },
    });
  }

  const { progress } = importing;
  return (
    <section className="transfer__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('transfer.import')}</h3>
      <p className="transfer__hint">{t('transfer.importHint')}</p>
      <DropZone
        onFiles={choose}
        multiple={false}
        accept={ACCEPT}
        disabled={importing.isPending}
        label={t('transfer.dropFile')}
        chooseLabel={t('transfer.chooseFile')}
      />
      {choiceError ? (
        <p role="alert" className="transfer__error">
          {choiceError}
        </p>
      ) : null}
      {file ? (
        <div className="transfer__file">
          <span>
            {file.name} ({formatFileSize(file.size)})
          </span>
          <Button variant="primary" onClick={start} isLoading={importing.isPending}>
            {t('transfer.importFile')}
          </Button>
        </div>
      ) : null}
      {progress ? (
        <div className="transfer__progress">
          <progress max={100} value={percent(progress.loaded, progress.total)} aria-label={t('transfer.uploadProgress')} />
          <span>
            {progress.loaded >= progress.total
              ? t('transfer.writingRows')
              : formatNumber(percent(progress.loaded, progress.total) / 100, { style: 'percent' })}
          </span>
        </div>
      ) : null}
      {importing.error ? <ImportFailure error={importing.error} /> : null}
    </section>
  );
}
