import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.js';
import type { InterfaceProps } from '../types.js';
import { SanitizedHtml } from './sanitized-html.js';
import './input-rich-text-html.css';
import { useTranslation } from '../../lib/i18n/use-translation.js';

// tiptap and ProseMirror arrive in their own chunk the first time a form shows this input.
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

/**
 * WYSIWYG HTML editor (`input-rich-text-html`). Read-only, it shows the stored HTML sanitised,
 * without loading the editor.
 */
export function InputRichTextHtml(props: InterfaceProps) {
  const { t } = useTranslation();
  if (props.isDisabled)
    return <SanitizedHtml id={props.id} label={props.label} html={typeof props.value === 'string' ? props.value : ''} />;
  return (
    <Suspense fallback={<Spinner label={t('interfaceText.loadingEditor')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
