import { dump } from 'js-yaml';
import type { Snapshot } from './snapshot-types.js';

/**
 * A snapshot file as `GET /schema/snapshot?export=` writes it: JSON indented with tabs, or YAML in
 * js-yaml's default block style. The same snapshot is always the same text.
 */
export function serializeSnapshot(snapshot: Snapshot, format: 'json' | 'yaml'): string {
  return format === 'json' ? JSON.stringify(snapshot, null, '\t') : dump(snapshot);
}
