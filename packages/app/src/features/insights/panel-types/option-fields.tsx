import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.js';
import { usePermissions } from '../../../lib/permissions/permissions-context.js';
import { collectionLabel, fieldLabel } from '../../../lib/schema/labels.js';
import { useCollections, useFields } from '../../../lib/schema/use-schema.js';

/** A labelled control with its error message linked for screen readers. */
export function OptionField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="insights-option">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="insights-option__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The user-data collections the user may read (no folders, no system tables). */
export function CollectionSelect({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const collections = useCollections();
  const permissions = usePermissions();
  const { t } = useTranslation();
  const readable = (collections.data ?? []).filter(
    (entry) => entry.schema !== null && !entry.collection.startsWith('directus_') && permissions.can(entry.collection, 'read'),
  );
  return (
    <OptionField label={t('panels.collection')} error={error}>
      {({ id, describedBy }) => (
        <select id={id} className="input" value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('panels.chooseACollection')}</option>
          {readable.map((entry) => (
            <option key={entry.collection} value={entry.collection}>
              {collectionLabel(entry.collection)}
            </option>
          ))}
        </select>
      )}
    </OptionField>
  );
}

/** The field types a date field may have: what a time series groups by. */
const DATE_TYPES: ReadonlySet<string> = new Set(['date', 'dateTime', 'timestamp']);

/**
 * A field of the chosen collection (alias fields such as o2m lists are left out); `numericOnly` for
 * sums and averages, `dateOnly` for what a time series groups by.
 */
export function FieldSelect({
  label,
  collection,
  value,
  onChange,
  error,
  allowAll = false,
  numericOnly = false,
  dateOnly = false,
}: {
  label: string;
  collection: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  allowAll?: boolean;
  numericOnly?: boolean;
  dateOnly?: boolean;
}) {
  const fields = useFields(collection || null);
  const { t } = useTranslation();
  const numeric = new Set(['integer', 'bigInteger', 'float', 'decimal']);
  const choices = (fields.data ?? []).filter(
    (field) => field.type !== 'alias' && (!numericOnly || numeric.has(field.type)) && (!dateOnly || DATE_TYPES.has(field.type)),
  );
  return (
    <OptionField label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="input"
          value={value}
          disabled={!collection}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t(allowAll ? 'panels.allItems' : 'panels.chooseAField')}</option>
          {choices.map((field) => (
            <option key={field.field} value={field.field}>
              {fieldLabel(field)}
            </option>
          ))}
        </select>
      )}
    </OptionField>
  );
}

export function TextOption({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <OptionField label={label} error={error}>
      {({ id, describedBy }) => (
        <input id={id} className="input" value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
      )}
    </OptionField>
  );
}

export function NumberOption({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (value: number | null) => void;
  error?: string;
}) {
  return (
    <OptionField label={label} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="input"
          type="number"
          value={typeof value === 'number' ? value : ''}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    </OptionField>
  );
}

/**
 * The filter as JSON (`{"status":{"_eq":"published"}}`). Text that is not a JSON object is kept as
 * the raw string, so the type's `validate` reports it and the panel cannot be saved with it.
 */
export function FilterOption({
  value,
  onChange,
  error,
}: {
  value: unknown;
  onChange: (value: Record<string, unknown> | string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => (typeof value === 'string' ? value : value ? JSON.stringify(value) : ''));
  const change = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? null : (parseFilter(next) ?? next));
  };
  return (
    <OptionField label={t('panels.filterJson')} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className="textarea insights-option__code"
          value={text}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </OptionField>
  );
}

function parseFilter(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
