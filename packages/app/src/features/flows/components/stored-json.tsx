import { useTranslation } from '../../../lib/i18n/use-translation.js';
import type { StoredValue } from './run-view.js';

/**
 * A value of a run shown readably: text, numbers and booleans inline, objects and lists as indented
 * JSON under a summary that unfolds (open from the start when `isOpen`), with a note when the server
 * kept only its beginning.
 */
export function StoredJson({ label, stored, isOpen = false }: { label: string; stored: StoredValue; isOpen?: boolean }) {
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
      <summary>{label}</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
      {note}
    </details>
  );
}
