import type { ExportSerializer, WriteChunk } from './export-serializer.js';

/**
 * JSON export, streamed: what `toJson` writes for the whole list (tab-indented array), one item at
 * a time. JSON text holds no raw newline inside a value, so indenting every line of an item's own
 * JSON by one tab is exactly its place in the array.
 */
export function jsonSerializer(write: WriteChunk): ExportSerializer {
  let count = 0;
  return {
    async page(items) {
      let text = '';
      for (const item of items) {
        const json = JSON.stringify(item ?? null, null, '\t') ?? 'null';
        text += `${count++ === 0 ? '[\n\t' : ',\n\t'}${json.replaceAll('\n', '\n\t')}`;
      }
      if (text !== '') await write(text);
    },
    end: () => write(count === 0 ? '[]' : '\n]'),
    dispose: async () => {},
  };
}
