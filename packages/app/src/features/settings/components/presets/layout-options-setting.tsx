import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { TextareaSetting } from '../project/setting-inputs.js';
import { layoutOptionsLines } from './layout-options-summary.js';
import './layout-options-setting.css';

export interface LayoutOptionsSettingProps {
  /** `layout_options` as the drawer's JSON text. */
  value: string;
  /** The preset's layout, whose options come first. */
  layout: string;
  layoutLabel: (layout: string) => string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A preset's layout options in words (each layout's, the preset's own first), with the JSON behind
 * them folded away for the rare hand edit; open when it has a problem.
 */
export function LayoutOptionsSetting({ value, layout, layoutLabel, error, onChange }: LayoutOptionsSettingProps) {
  const { t } = useTranslation();
  const summary = layoutOptionsLines(value, layout, layoutLabel, { yes: t('polish.yes'), no: t('polish.no') });
  return (
    <section className="preset-layout-options" aria-label={t('polish.layoutOptionsInWords')}>
      <h3 className="preset-layout-options__title">{t('polish.layoutOptions')}</h3>
      {summary === null ? null : summary.length === 0 ? (
        <p className="preset-layout-options__none">{t('polish.layoutOptionsNone')}</p>
      ) : (
        summary.map((entry) => (
          <dl key={entry.layout} className="preset-layout-options__list" aria-label={entry.layout}>
            <dt className="preset-layout-options__layout">{entry.layout}</dt>
            {entry.lines.map((line) => (
              <dd key={line.label}>
                <span className="preset-layout-options__label">{line.label}:</span> {line.value}
              </dd>
            ))}
          </dl>
        ))
      )}
      <details open={summary === null || Boolean(error)}>
        <summary>{t('polish.editAsJson')}</summary>
        <TextareaSetting label={t('polish.layoutOptions')} isCode value={value} error={error} onChange={(next) => onChange(next ?? '')} />
      </details>
    </section>
  );
}
