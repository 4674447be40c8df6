import type { ReactNode } from 'react';
import { Button } from '../../../../components/button.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

export type Row = Record<string, unknown>;

interface RepeaterProps {
  label: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** Name of one row, e.g. `Asset preset 2` (its fieldset and its Remove button use it). */
  rowLabel: (row: Row, index: number) => string;
  addLabel: string;
  newRow: () => Row;
  renderRow: (row: Row, index: number, update: (patch: Row) => void) => ReactNode;
  error?: string | undefined;
}

/** A list setting (asset presets, basemaps, aspect ratios): one fieldset per entry, add and remove. */
export function Repeater({ label, rows, onChange, rowLabel, addLabel, newRow, renderRow, error }: RepeaterProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings-field settings-field--full settings-repeater">
      <legend className="settings-field__label">{label}</legend>
      {rows.length === 0 ? <p className="settings-field__note">{t('projectSettings.noneYet')}</p> : null}
      {rows.map((row, index) => {
        const name = rowLabel(row, index);
        return (
          <fieldset key={index} className="settings-repeater__row" aria-label={name}>
            <legend className="visually-hidden">{name}</legend>
            <div className="settings-grid">
              {renderRow(row, index, (patch) => onChange(rows.map((entry, at) => (at === index ? { ...entry, ...patch } : entry))))}
            </div>
            <Button
              size="small"
              variant="ghost"
              aria-label={t('projectSettings.removeNamed', { name })}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('projectSettings.remove')}
            </Button>
          </fieldset>
        );
      })}
      {error ? (
        <p className="settings-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button size="small" onClick={() => onChange([...rows, newRow()])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** A list setting's stored value as rows (null and non-lists read as none). */
export function asRows(value: unknown): Row[] {
  return Array.isArray(value) ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? (row as Row) : {})) : [];
}
