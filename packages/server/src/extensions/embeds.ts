export type EmbedPosition = 'head' | 'body';
export type EmbedCode = string | (() => string);

/**
 * What hooks `embed` into the admin app's `<head>` and `<body>`. Recorded and listed, never served:
 * the admin app's Content-Security-Policy (`script-src 'self'`, http/plugins/admin-content-security-policy.ts)
 * forbids the inline code embeds are, and loosening it for every deployment is not worth that.
 */
export interface Embeds {
  add(position: EmbedPosition, code: EmbedCode, owner: string): () => void;
  /** The embedded HTML by position, functions called now (one that throws gives nothing). */
  list(): Record<EmbedPosition, string[]>;
}

export function createEmbeds(): Embeds {
  const entries = new Set<{ position: EmbedPosition; code: EmbedCode; owner: string }>();
  return {
    add(position, code, owner) {
      const entry = { position: position === 'body' ? 'body' : 'head', code, owner } as const;
      entries.add(entry);
      return () => void entries.delete(entry);
    },
    list() {
      const out: Record<EmbedPosition, string[]> = { head: [], body: [] };
      for (const { position, code } of entries) {
        try {
          out[position].push(typeof code === 'function' ? String(code()) : String(code));
        } catch {
          // An embed function that throws contributes nothing, as an empty embed would.
        }
      }
      return out;
    },
  };
}
