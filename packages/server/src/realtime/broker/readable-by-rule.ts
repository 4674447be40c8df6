import type { Config } from '../../config/load-config.js';
import type { PendingDelete } from '../../events/committed-writes.js';
import { parseQuery } from '../../query/parse-query.js';
import type { Filter } from '../../query/query.js';
import { MAX_FILTER_LENGTH, MAX_READERS, type ReadableByRule } from './realtime-change.js';

/**
 * Which of a pending delete's rows each read filter (JSON, as subscribers' groups hold them) could
 * see: one query per filter, in the delete's transaction. A filter that no longer parses or compiles
 * (its field was removed, a value no longer fits its column) saw nothing, its probe undone (the
 * delete goes on) and `onError` told; so does one past MAX_READERS or MAX_FILTER_LENGTH, which the
 * change could not carry.
 */
export async function readableByRule(
  pending: PendingDelete,
  filters: readonly string[],
  config: Pick<Config, 'MAX_JSON_DEPTH' | 'MAX_RELATIONAL_DEPTH'>,
  onError: (error: unknown) => void,
): Promise<ReadableByRule> {
  const readable: ReadableByRule = [];
  for (const text of filters.slice(0, MAX_READERS)) {
    if (text.length > MAX_FILTER_LENGTH) continue;
    const filter = parseReadFilter(text, config);
    if (filter === undefined) continue;
    try {
      readable.push([text, filter === null ? [...pending.keys] : await pending.matching(filter)]);
    } catch (error) {
      onError(error);
    }
  }
  return readable;
}

/** The filter of a group's read rule, checked as a query's filter is; undefined when it is not one (null: no condition). */
function parseReadFilter(text: string, config: Pick<Config, 'MAX_JSON_DEPTH' | 'MAX_RELATIONAL_DEPTH'>): Filter | null | undefined {
  try {
    const query = parseQuery(
      { filter: JSON.parse(text) as unknown },
      { maxDepth: config.MAX_JSON_DEPTH, maxRelationalDepth: config.MAX_RELATIONAL_DEPTH },
    );
    return query.filter ?? null;
  } catch {
    return undefined;
  }
}
