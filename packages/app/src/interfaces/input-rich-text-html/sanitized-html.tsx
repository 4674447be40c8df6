import { useEffect, useState } from 'react';

import { authorisedAssetSrc } from '../../lib/html/asset-src.js';
import type { SanitizeHtmlOptions } from '../../lib/html/sanitize-html.js';
import { useAccessToken } from '../../lib/assets/use-access-token.js';
import { useClient } from '../../lib/client-context.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

type Sanitizer = (html: string, options?: SanitizeHtmlOptions) => string;

let loading: Promise<Sanitizer> | null = null;

/** DOMPurify arrives in its own chunk the first time stored HTML is shown. */
function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('../../lib/html/sanitize-html.js').then((module) => module.sanitizeHtml);
  return loading;
}

interface SanitizedHtmlProps {
  id: string;
  label: string;
  html: string;
}

/** Stored HTML shown read-only, after DOMPurify (no scripts, handlers or unsafe URLs); /assets images carry the user's token. */
export function SanitizedHtml({ id, label, html }: SanitizedHtmlProps) {
  const { t } = useTranslation();
  const client = useClient();
  const token = useAccessToken(true);
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadSanitizer().then((sanitize) => {
      const imageSrc = (src: string) => authorisedAssetSrc(src, client.url, token);
      if (isCurrent) setRendered({ source: html, html: sanitize(html, { imageSrc }) });
    });
    return () => {
      isCurrent = false;
    };
  }, [html, client.url, token]);

  if (rendered?.source !== html)
    return (
      <div id={id} className="rich-text__view" role="document" aria-label={label} aria-busy="true">
        {t('interfaceText.loading')}
      </div>
    );
  // Sanitised by DOMPurify above: nothing in it can run.
  return <div id={id} className="rich-text__view" role="document" aria-label={label} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
