import { plainItems, type ExportSerializer, type WriteChunk } from './export-serializer.js';
import { XML_PROLOG, xmlListItem } from './to-xml.js';

/** XML export, streamed: the prolog and `<data>` root once, then each item's `<data>` element as toXml builds it. */
export function xmlSerializer(write: WriteChunk): ExportSerializer {
  let count = 0;
  return {
    async page(items) {
      if (items.length === 0) return;
      let text = count === 0 ? `${XML_PROLOG}<data>\n` : '';
      for (const item of plainItems(items)) text += xmlListItem(item);
      count += items.length;
      await write(text);
    },
    end: () => write(count === 0 ? `${XML_PROLOG}<data/>` : '</data>'),
    dispose: async () => {},
  };
}
