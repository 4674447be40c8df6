import { Notice } from '../components/notice.js';
import { fieldLabel } from '../lib/schema/labels.js';
import type { Field } from '../lib/schema/types.js';
import './validation-banner.css';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface ValidationBannerProps {
  /** Messages keyed by field (or a dot path into a related item's field). */
  errors: Record<string, string>;
  fields: readonly Field[];
  /** Scrolls to the field and focuses it. */
  onJump: (field: string) => void;
}

/** The field's display name; a dot path (`author.name`) names the form's field it starts at. */
function nameOf(path: string, fields: readonly Field[]): string {
  const [root = path, ...rest] = path.split('.');
  const field = fields.find((entry) => entry.field === root);
  const label = field ? fieldLabel(field) : fieldLabel({ field: root });
  return rest.length > 0 ? `${label} → ${rest.join('.')}` : label;
}

/** Above the form: every field that stops the save, each a button to that field, with its message. */
export function ValidationBanner({ errors, fields, onJump }: ValidationBannerProps) {
  const { t } = useTranslation();
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return (
    <div className="validation-banner">
      <Notice kind="danger" title={paths.length === 1 ? t('form.oneNeedsAttention') : t('form.manyNeedAttention', { count: paths.length })}>
        <ul className="validation-banner__list" aria-label={t('form.fieldsWithErrors')}>
          {paths.map((path) => (
            <li key={path}>
              <button type="button" className="validation-banner__link" onClick={() => onJump(path.split('.')[0] ?? path)}>
                {nameOf(path, fields)}
              </button>
              <span className="validation-banner__message">{errors[path]}</span>
            </li>
          ))}
        </ul>
      </Notice>
    </div>
  );
}
