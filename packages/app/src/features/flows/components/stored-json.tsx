import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { StoredValue } from './run-view.js';

const PREVIEW_KEYS = 4;

/**
 * A value of a run shown readably: text, numbers and booleans inline, objects and lists as indented
 * JSON under a one-line preview that unfolds (open from the start when `isOpen`), with a note when
 * the server kept only its beginning.
 */
export function StoredJson({ stored, isOpen = false }: { stored: StoredValue; isOpen?: boolean }) {
  const { t } = useTranslation();
  const { value, isTruncated } = stored;
  const note = isTruncated ? <small className="flow-editor__note">{t('flowEditor.truncated')}</small> : null;
  if (value === null || typeof value !== 'object') {
    return (
      <>
        <code className="flow-run__scalar">{typeof value === 'string' ? value : JSON.stringify(value)}</code>
        {note}
      </>
    );
  }
  return (
    <details className="flow-run__json" open={isOpen}>
      <summary>
        <code>{preview(value)}</code>
      </summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
      {note}
    </details>
  );
}

/** `{ id, title, … }` or `[ 3 ]`: what an object or list holds, at a glance. */
function preview(value: object): string {
  if (Array.isArray(value)) return `[ ${value.length} ]`;
  const keys = Object.keys(value);
  const shown = keys.slice(0, PREVIEW_KEYS).join(', ');
  return keys.length > PREVIEW_KEYS ? `{ ${shown}, … }` : `{ ${shown} }`;
}
