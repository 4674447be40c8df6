import { useQuery } from '@tanstack/react-query';
import { DisplayValue } from '../../../displays/display-value.js';
import { Notice } from '../../../components/notice.js';
import { Spinner } from '../../../components/spinner.js';
import { errorMessage } from '../../../lib/api-error.js';
import { fieldLabel } from '../../../lib/schema/labels.js';
import { isPresentationField, sortFields } from '../../../lib/schema/relation-info.js';
import type { Field, Item } from '../../../lib/schema/types.js';
import type { SharedItemReader } from '../../../lib/shares/types.js';
import { isRelationalField, relatedLabel, relatedName, relationalPaths } from './related-label.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface SharedItemViewProps {
  shareId: string;
  reader: SharedItemReader;
  collection: string;
  item: string;
}

/** A value the share may read but has no field description for: text, or JSON for objects and lists. */
function rawValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The shared item, read-only, through the share's own client: each field the share may read with its
 * display (relations by the names of the related rows); when `/fields` is refused for the share, the values
 * under labels made from their keys, related rows (all expanded) by their names.
 */
export function SharedItemView({ shareId, reader, collection, item }: SharedItemViewProps) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: ['shared-item', shareId],
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const fields = await reader.readFields(collection).catch(() => null as Field[] | null);
      // Relations read as names when the share may read them; else the item as it is. Without the
      // field descriptions (a role without app access), every relation is expanded.
      const paths = fields ? relationalPaths(fields) : ['*.*.*'];
      const row =
        paths.length > 0
          ? await reader.readItem(collection, item, ['*', ...paths]).catch(() => reader.readItem(collection, item))
          : await reader.readItem(collection, item);
      return { row, fields };
    },
  });
  if (data.isPending) return <Spinner label={t('shares.loadingItem')} />;
  if (data.error) return <Notice kind="danger">{errorMessage(data.error)}</Notice>;
  const { row, fields } = data.data;
  return <dl className="shared-item">{fields ? <FieldRows row={row} fields={fields} reader={reader} /> : <RawRows row={row} />}</dl>;
}

/** The linked file when it is an image the share can show (its row read through the share, with its type). */
function sharedImage(value: unknown): { id: string; title: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const file = value as Record<string, unknown>;
  if (typeof file.id !== 'string' || typeof file.type !== 'string' || !file.type.startsWith('image/')) return null;
  return { id: file.id, title: typeof file.title === 'string' ? file.title : '' };
}

function FieldRows({ row, fields, reader }: { row: Item; fields: Field[]; reader: SharedItemReader }) {
  const shown = sortFields(fields).filter((field) => field.field in row && !isPresentationField(field) && !field.meta?.hidden);
  return shown.map((field) => (
    <div key={field.field} className="shared-item__row">
      <dt>{fieldLabel(field)}</dt>
      <dd>
        {row[field.field] === null || row[field.field] === undefined ? (
          '—'
        ) : field.meta?.special?.includes('file') && sharedImage(row[field.field]) ? (
          <SharedImage image={sharedImage(row[field.field])!} reader={reader} />
        ) : isRelationalField(field) ? (
          relatedLabel(row[field.field], row)
        ) : (
          <DisplayValue value={row[field.field]} column={{ key: field.field, label: fieldLabel(field), field }} />
        )}
      </dd>
    </div>
  ));
}

function SharedImage({ image, reader }: { image: { id: string; title: string }; reader: SharedItemReader }) {
  return <img className="shared-item__image" src={reader.assetUrl(image.id, { width: '800', fit: 'inside' })} alt={image.title} />;
}

function RawRows({ row }: { row: Item }) {
  return Object.entries(row).map(([key, value]) => (
    <div key={key} className="shared-item__row">
      <dt>{fieldLabel({ field: key })}</dt>
      <dd>{relatedName(value, row) ?? rawValue(value)}</dd>
    </div>
  ));
}
