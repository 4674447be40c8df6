import type { AppError } from '../../errors/app-error.js';

/** One record of an imported file, as the item operations will get it. */
export interface ImportRow {
  /** 1-based data row (the header of a CSV file is not one). */
  row: number;
  /** The file line the record starts on; absent where the format cannot tell. */
  line?: number;
  /**
   * The payload, keyed by the file's names as own properties (Object.fromEntries, JSON assembly):
   * a `__proto__` name would be an own key, never the prototype, and is refused as an unknown
   * field. Not null-prototype: these objects are kept for the after-commit events, and ordinary
   * objects take a third less memory than dictionary-mode ones.
   */
  values: Record<string, unknown>;
  /** Why the row is refused before any write (a wrong number of cells, an unknown key). */
  problem?: AppError;
}

/** Rows and data beyond these are refused, not buffered: one record can never take the process's memory. */
export const MAX_RECORD_CHARACTERS = 16 * 1024 * 1024;
