import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';

type Renderer = (markdown: string) => string;

let loading: Promise<Renderer> | null = null;

/** markdown-it and DOMPurify arrive in their own chunk the first time a preview is opened. */
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./render-markdown.js').then((module) => module.renderMarkdown);
  return loading;
}

interface MarkdownPreviewProps {
  id: string;
  label: string;
  markdown: string;
}

/** The rendered, sanitised Markdown (see render-markdown.ts), styled like a document. */
export function MarkdownPreview({ id, label, markdown }: MarkdownPreviewProps) {
  const { t } = useTranslation();
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadRenderer().then((render) => {
      if (isCurrent) setRendered({ source: markdown, html: render(markdown) });
    });
    return () => {
      isCurrent = false;
    };
  }, [markdown]);

  if (rendered?.source !== markdown) {
    return (
      <div
        id={id}
        className="markdown-preview markdown-preview--loading"
        role="tabpanel"
        aria-label={t('interfaceText.previewOf', { label })}
        aria-busy="true"
      >
        {t('interfaceText.loadingPreview')}
      </div>
    );
  }
  return (
    // The HTML is sanitised by DOMPurify in render-markdown.ts: no scripts, handlers or javascript: URLs.
    <div
      id={id}
      className="markdown-preview"
      role="tabpanel"
      aria-label={t('interfaceText.previewOf', { label })}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}
