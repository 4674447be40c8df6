import { ChangesTable } from '../../../components/changes-table.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

/** What the server stores in a revision instead of a secret (a password, a token, provider data). */
export const CONCEALED = '**********';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

/** Each field the revision changed, with its value before (from the item's previous revision) and after. */
export function diffRows(delta: Record<string, unknown> | null, previous: Record<string, unknown> | null): DiffRow[] {
  if (!delta) return [];
  return Object.keys(delta)
    .sort()
    .map((field) => ({ field, before: previous && Object.hasOwn(previous, field) ? previous[field] : undefined, after: delta[field] }));
}

function DiffValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === CONCEALED) return <em className="activity-diff__concealed">{t('activity.concealed')}</em>;
  if (value === undefined || value === null || value === '') return <span className="activity-diff__empty">—</span>;
  if (typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return <>{String(value)}</>;
}

/** An activity entry's revision as a table of changed fields, before and after; secrets show as concealed. */
export function RevisionDiff({ delta, previous }: { delta: Record<string, unknown> | null; previous: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const rows = diffRows(delta, previous);
  if (rows.length === 0) return <p>{t('activity.noFieldChanged')}</p>;
  return (
    <ChangesTable
      rows={rows.map((row) => ({
        field: row.field,
        label: row.field,
        before: <DiffValue value={row.before} />,
        after: <DiffValue value={row.after} />,
      }))}
    />
  );
}
