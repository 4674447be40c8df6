import type { ApiOperation, ApiTag } from './group-operations.js';

/** What a reader may type to find an operation: its path, method, id, summary and description. */
function operationText(entry: ApiOperation): string {
  const { operation } = entry;
  return [entry.path, entry.method, operation.operationId, operation.summary, operation.description].filter(Boolean).join(' ');
}

/**
 * The tags and operations matching `text` (case-insensitive, every word must match): a tag whose
 * name, collection or description matches keeps all its operations, another keeps only the
 * operations that match. Tags left with none are dropped.
 */
export function filterTags(tags: readonly ApiTag[], text: string): ApiTag[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tags];
  const matches = (haystack: string) => {
    const lower = haystack.toLowerCase();
    return words.every((word) => lower.includes(word));
  };
  return tags.flatMap((tag) => {
    if (matches([tag.name, tag.collection, tag.description].filter(Boolean).join(' '))) return [tag];
    const operations = tag.operations.filter((entry) => matches(`${tag.name} ${operationText(entry)}`));
    return operations.length > 0 ? [{ ...tag, operations }] : [];
  });
}
