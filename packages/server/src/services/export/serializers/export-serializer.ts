/** Hands serialised text on, resolving once the destination can take more (backpressure). */
export type WriteChunk = (chunk: string) => Promise<void>;

/**
 * A streaming export file: pages of items go in one after the other, text comes out through the
 * `WriteChunk` it was made with. Its output, all pages concatenated, equals the one-shot
 * serialiser's (`serializeExport`) for all the items at once, byte for byte.
 */
export interface ExportSerializer {
  /** Serialises the next page of items (as the JSON answer gives them). */
  page(items: readonly unknown[]): Promise<void>;
  /** Writes what closes the file; after it, the file is complete. */
  end(): Promise<void>;
  /** Frees what an export that will not end holds (CSV's spool file); safe to call at any time. */
  dispose(): Promise<void>;
}

/**
 * Items as the JSON answer shows them (dates as ISO strings, undefined fields gone), as
 * serializeExport gives the non-JSON formats; one page at a time.
 */
export function plainItems(items: readonly unknown[]): unknown[] {
  return JSON.parse(JSON.stringify(items)) as unknown[];
}
