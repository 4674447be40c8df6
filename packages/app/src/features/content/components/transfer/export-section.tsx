import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ExportFormat } from '@tessera/sdk';
import { Button } from '../../../../components/button.js';
import { Notice } from '../../../../components/notice.js';
import { useNotify } from '../../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { useClient } from '../../../../lib/client-context.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { startDownload } from '../../../../lib/transfer/start-download.js';
import { exportQuery, parseLimit } from './export-query.js';
import type { ExportView } from './export-query.js';

const FORMATS: readonly { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'xml', label: 'XML' },
  { value: 'yaml', label: 'YAML' },
];

/**
 * Export: a format, the page's filters/search/sort/fields (on by default) and a limit; then a
 * direct download (`?export=`) or a file written into the files library (`POST /utils/export`).
 */
export function ExportSection({ collection, view }: { collection: string; view: ExportView }) {
  const client = useClient();
  const { t } = useTranslation();
  const notify = useNotify();
  const ids = { title: useId(), format: useId(), limit: useId(), limitHint: useId() };
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [useView, setUseView] = useState(true);
  const [limitText, setLimitText] = useState('');
  const parsed = parseLimit(limitText);
  const query = 'error' in parsed ? null : exportQuery(view, { useView, limit: parsed.limit });

  const download = useMutation({
    mutationFn: async () => startDownload(await client.exportUrl(collection, format, query ?? {})),
  });
  const toLibrary = useMutation({
    mutationFn: () => client.exportItems(collection, format, query ?? {}),
    onSuccess: () => notify({ kind: 'success', title: t('transfer.exportStarted'), text: t('transfer.exportStartedText') }),
  });
  const error = download.error ?? toLibrary.error;

  return (
    <section className="transfer__section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('transfer.export')}</h3>
      <label htmlFor={ids.format}>{t('transfer.format')}</label>
      <select id={ids.format} className="select" value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
        {FORMATS.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
      <label className="transfer__check">
        <input type="checkbox" checked={useView} onChange={(event) => setUseView(event.target.checked)} />
        {t('transfer.useView')}
      </label>
      <label htmlFor={ids.limit}>{t('transfer.limit')}</label>
      <input
        id={ids.limit}
        className="input"
        inputMode="numeric"
        placeholder={t('transfer.allItems')}
        value={limitText}
        onChange={(event) => setLimitText(event.target.value)}
        aria-invalid={'error' in parsed || undefined}
        aria-describedby={ids.limitHint}
      />
      <span id={ids.limitHint} className={'error' in parsed ? 'transfer__error' : 'transfer__hint'}>
        {'error' in parsed ? parsed.error : t('transfer.limitHint')}
      </span>
      {error ? (
        <Notice kind="danger" title={t('transfer.exportDidNotStart')}>
          {errorMessage(error)}
        </Notice>
      ) : null}
      <div className="transfer__actions">
        <Button onClick={() => download.mutate()} disabled={!query} isLoading={download.isPending}>
          {t('transfer.download')}
        </Button>
        <Button variant="primary" onClick={() => toLibrary.mutate()} disabled={!query} isLoading={toLibrary.isPending}>
          {t('transfer.exportToLibrary')}
        </Button>
      </div>
    </section>
  );
}
