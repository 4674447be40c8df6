import type { ReactNode } from 'react';
import type { RelatedItemEditorProps } from '../interfaces/related-editor-context.js';
import { RelatedItemEditorContext } from '../interfaces/related-editor-context.js';
import { RelatedItemEditor } from './related-item-editor.js';

/** Lets the list interfaces open the form for related items (see related-editor-context.ts). */
export function FormProviders({ children }: { children: ReactNode }) {
  return <RelatedItemEditorContext value={renderRelatedItemEditor}>{children}</RelatedItemEditorContext>;
}

function renderRelatedItemEditor(props: RelatedItemEditorProps) {
  return <RelatedItemEditor {...props} />;
}
