import { Notice } from '../../../../components/notice.js';
import { errorMessage } from '../../../../lib/api-error.js';
import { formatRejectedRow, MAX_REJECTED_ROWS, rejectedRows } from './rejected-rows.js';

/** Why an import failed, saying plainly that nothing was written: the rejected rows, or the API's message. */
export function ImportFailure({ error }: { error: unknown }) {
  const rows = rejectedRows(error);
  if (rows.length === 0)
    return (
      <Notice kind="danger" title="Nothing was imported">
        {errorMessage(error)}
      </Notice>
    );
  const problems = rows.length === 1 ? '1 problem' : `${rows.length} problems`;
  return (
    <Notice kind="danger" title="Nothing was imported">
      <p>
        The file has {problems}
        {rows.length >= MAX_REJECTED_ROWS ? ` or more (the first ${MAX_REJECTED_ROWS} are listed)` : ''}. No item was created or changed:
        fix these rows and import the file again.
      </p>
      <ul className="transfer__rejected" aria-label="Rejected rows">
        {rows.map((row, index) => (
          <li key={index}>{formatRejectedRow(row)}</li>
        ))}
      </ul>
    </Notice>
  );
}
