/**
 * A small Markdown → HTML renderer for the editor's preview. Everything is HTML-escaped first
 * and only the tags below are produced, so user text can never inject markup. Links keep only
 * http(s), mailto and relative targets.
 */

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^(https?:|mailto:)/i.test(trimmed) || /^[/#.]/.test(trimmed)) return trimmed;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? null : trimmed;
}

function renderInline(escaped: string): string {
  return escaped
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, text: string, url: string) => {
      const href = safeHref(url);
      return href === null ? text : `<a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a>`;
    });
}

type Block = { kind: 'p' | 'ul' | 'ol' | 'quote'; lines: string[] };

function closeBlock(block: Block | null, out: string[]): null {
  if (!block) return null;
  if (block.kind === 'p') out.push(`<p>${block.lines.map(renderInline).join('<br>')}</p>`);
  else if (block.kind === 'quote') out.push(`<blockquote>${block.lines.map(renderInline).join('<br>')}</blockquote>`);
  else out.push(`<${block.kind}>${block.lines.map((line) => `<li>${renderInline(line)}</li>`).join('')}</${block.kind}>`);
  return null;
}

export function renderMarkdown(markdown: string): string {
  const out: string[] = [];
  let block: Block | null = null;
  let code: string[] | null = null;
  for (const raw of escapeHtml(markdown).split(/\r?\n/)) {
    if (raw.trimStart().startsWith('```')) {
      if (code) {
        out.push(`<pre><code>${code.join('\n')}</code></pre>`);
        code = null;
      } else {
        block = closeBlock(block, out);
        code = [];
      }
      continue;
    }
    if (code) {
      code.push(raw);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(raw);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(raw);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(raw);
    const quote = /^&gt;\s?(.*)$/.exec(raw);
    const kind: Block['kind'] | null = bullet ? 'ul' : numbered ? 'ol' : quote ? 'quote' : raw.trim() === '' || heading ? null : 'p';
    if (block && block.kind !== kind) block = closeBlock(block, out);
    if (heading) out.push(`<h${heading[1]!.length}>${renderInline(heading[2] ?? '')}</h${heading[1]!.length}>`);
    if (!kind) continue;
    block ??= { kind, lines: [] };
    block.lines.push((bullet?.[1] ?? numbered?.[1] ?? quote?.[1] ?? raw).trim());
  }
  if (code) out.push(`<pre><code>${code.join('\n')}</code></pre>`);
  closeBlock(block, out);
  return out.join('\n');
}
