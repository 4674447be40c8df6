import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { formatNumber } from '../../../../lib/i18n/format.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { formatRejectedRow, MAX_REJECTED_ROWS, rejectedRows } from './rejected-rows.js';

/** Why an import failed, saying plainly that nothing was written: the rejected rows, or the API's message. */
export function ImportFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const rows = rejectedRows(error);
  if (rows.length === 0)
    return (
      <Notice kind="danger" title={t('transfer.nothingImported')}>
        {errorMessage(error)}
      </Notice>
    );
  const problems = t(rows.length === 1 ? 'transfer.problemsOne' : 'transfer.problemsMany', { count: formatNumber(rows.length) });
  const isCut = rows.length >= MAX_REJECTED_ROWS;
  return (
    <Notice kind="danger" title={t('transfer.nothingImported')}>
      <p>
        {isCut
          ? t('transfer.fileHasMoreProblems', { problems, max: formatNumber(MAX_REJECTED_ROWS) })
          : t('transfer.fileHasProblems', { problems })}
      </p>
      <ul className="transfer__rejected" aria-label={t('transfer.rejectedRows')}>
        {rows.map((row, index) => (
          <li key={index}>{formatRejectedRow(row)}</li>
        ))}
      </ul>
    </Notice>
  );
}
