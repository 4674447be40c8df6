import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../components/spinner.js';
import { useAccessToken } from '../../lib/assets/use-access-token.js';
import { useClient } from '../../lib/client-context.js';
import { AssetSources } from '../../lib/html/asset-src.js';
import { optionString } from '../types.js';
import type { InterfaceProps } from '../types.js';
import { valueFromEditor } from './editor-value.js';
import { ImageDialog } from './image-dialog.js';
import type { PickedImage } from './image-dialog.js';
import { LinkDialog } from './link-dialog.js';
import { loadableHtml, normaliseHtml } from './load-html.js';
import { toolbarIds } from './rich-text-commands.js';
import { richTextExtensions } from './rich-text-extensions.js';
import { RichTextToolbar } from './rich-text-toolbar.js';
import { SoftLength } from './soft-length.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

type Panel = 'link' | 'image' | null;

/** Values handed to the form that are remembered until it echoes them back. */
const MAX_UNECHOED = 100;

/**
 * The WYSIWYG editor (tiptap), loaded lazily by input-rich-text-html.tsx. Stored HTML is
 * sanitised before tiptap reads it; what it writes back is tiptap's own HTML of the document.
 */
export default function RichTextEditorWithToken(props: InterfaceProps) {
  const { t } = useTranslation();
  const token = useAccessToken(true);
  // Images from /assets load with the user's token: wait for it rather than show them broken.
  return token === null ? <Spinner label={t('interfaceText.loadingEditor')} /> : <RichTextEditor {...props} token={token} />;
}

function RichTextEditor(props: InterfaceProps & { token: string }) {
  const { id, label, value, initialValue, onChange, options, isRequired, isInvalid, describedBy, token } = props;
  const { t } = useTranslation();
  const client = useClient();
  const placeholder = optionString(options, 'placeholder');
  // Set before the first render: the editor's image views are made before this component's effects run.
  const [assetSources] = useState(() => new AssetSources(client.url, token));
  useLayoutEffect(() => assetSources.update(client.url, token), [assetSources, client.url, token]);
  const extensions = useMemo(() => richTextExtensions(placeholder, assetSources.resolve), [placeholder, assetSources]);
  const toolbar = useMemo(() => toolbarIds(options.toolbar), [options.toolbar]);
  // The stored value as tiptap would write it: output equal to this is "unchanged".
  const baseline = useMemo(() => normaliseHtml(initialValue, extensions), [initialValue, extensions]);
  const [panel, setPanel] = useState<Panel>(null);
  const [source, setSource] = useState<string | null>(null);
  // The value the document shows, and the values handed to the form that it has not echoed back yet:
  // a render may still carry an older one of those (typing outpaces the form), which is no change
  // from outside and must not reset the document.
  const shown = useRef<unknown>(value);
  const unechoed = useRef<unknown[]>([]);
  const emit = (html: string) => {
    const next = valueFromEditor(html, baseline, initialValue);
    shown.current = next;
    unechoed.current.push(next);
    if (unechoed.current.length > MAX_UNECHOED) unechoed.current.shift();
    onChange(next);
  };
  // tiptap keeps the first onUpdate it is given: it calls the latest emit through this ref.
  const emitRef = useRef(emit);
  useLayoutEffect(() => {
    emitRef.current = emit;
  });

  const editor = useEditor({
    extensions,
    // The app's CSP refuses the <style> element tiptap would add: its few rules are in input-rich-text-html.css.
    injectCSS: false,
    content: loadableHtml(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: `rich-text__content rich-text__content--${fontOf(options.font)}`,
      },
    },
    onUpdate: ({ editor: current }) => emitRef.current(current.getHTML()),
  });

  // A value set from outside (saved, discarded, a revision restored) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const echo = unechoed.current.indexOf(value);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    if (value === shown.current) return;
    shown.current = value;
    unechoed.current = [];
    if (normaliseHtml(value, extensions) !== editor.getHTML()) editor.commands.setContent(loadableHtml(value), { emitUpdate: false });
  }, [editor, value, extensions]);

  function insertImage(image: PickedImage) {
    setPanel(null);
    editor?.chain().focus().setImage(image).run();
  }

  function editSource(html: string) {
    setSource(html);
    if (!editor) return;
    editor.commands.setContent(loadableHtml(html), { emitUpdate: false });
    emit(editor.getHTML());
  }

  if (!editor) return null;
  const folder = optionString(options, 'folder') ?? null;
  return (
    <div className={`rich-text${isInvalid ? ' rich-text--invalid' : ''}`}>
      <RichTextToolbar
        editor={editor}
        label={label}
        toolbar={toolbar}
        isSource={source !== null}
        onLink={() => setPanel('link')}
        onImage={() => setPanel('image')}
        onToggleSource={() => setSource(source === null ? editor.getHTML() : null)}
      />
      {source !== null ? (
        <textarea
          className="textarea mono rich-text__source"
          aria-label={t('interfaceText.htmlSource', { label })}
          value={source}
          spellCheck={false}
          onChange={(event) => editSource(event.target.value)}
        />
      ) : null}
      <div hidden={source !== null}>
        <EditorContent editor={editor} />
      </div>
      <SoftLength editor={editor} softLength={options.softLength} />
      {panel === 'link' ? (
        <LinkDialog
          initialUrl={String(editor.getAttributes('link').href ?? '')}
          onClose={() => setPanel(null)}
          onRemove={() => {
            setPanel(null);
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
          onApply={(href) => {
            setPanel(null);
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
      {panel === 'image' ? (
        <ImageDialog folder={folder} imageToken={optionString(options, 'imageToken')} onPick={insertImage} onClose={() => setPanel(null)} />
      ) : null}
    </div>
  );
}

function fontOf(font: unknown): string {
  return font === 'serif' || font === 'monospace' ? font : 'sans-serif';
}
