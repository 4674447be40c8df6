import { dump } from 'js-yaml';
import { plainItems, type ExportSerializer, type WriteChunk } from './export-serializer.js';

/**
 * YAML export, streamed: a block sequence is its entries one after the other, so each page is
 * dumped as a list of its own and the texts concatenated; no items at all is `[]`, as toYaml writes.
 */
export function yamlSerializer(write: WriteChunk): ExportSerializer {
  let count = 0;
  return {
    async page(items) {
      if (items.length === 0) return;
      count += items.length;
      await write(dump(plainItems(items)));
    },
    end: async () => {
      if (count === 0) await write('[]\n');
    },
    dispose: async () => {},
  };
}
