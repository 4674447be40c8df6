import { AppError, AppErrorList, isAppError } from '../../errors/app-error.js';
import type { ImportRow } from './import-row.js';

/** The reference stops collecting an import's errors at a limit too (MAX_IMPORT_ERRORS); a file of bad rows answers this many. */
export const MAX_REJECTED_ROWS = 100;

/**
 * The refused rows of an import, each error restated for its row: the message starts with
 * `Line L:` (or `Row R:` where lines are unknown) and the extensions gain `line` and `row`, so a
 * client can point at the spot in the file. Collects the first MAX_REJECTED_ROWS rows.
 */
export class ImportErrors {
  private readonly errors: AppError[] = [];
  private rows = 0;

  get isFull(): boolean {
    return this.rows >= MAX_REJECTED_ROWS;
  }

  get hasErrors(): boolean {
    return this.rows > 0;
  }

  /** Records why `row` was refused: an AppError or an AppErrorList (one entry per field). */
  add(row: ImportRow, error: AppError | AppErrorList): void {
    if (this.isFull) return;
    this.rows += 1;
    const place = row.line !== undefined ? `Line ${row.line}` : `Row ${row.row}`;
    for (const each of error instanceof AppErrorList ? error.errors : [error]) {
      const extensions = { ...each.extensions, ...(row.line !== undefined ? { line: row.line } : {}), row: row.row };
      this.errors.push(new AppError(each.code, `${place}: ${each.message}`, extensions));
    }
  }

  /** All refused rows as one answer: 400, whatever the codes (as the reference answers an import's errors). */
  toError(): AppErrorList {
    return new AppErrorList(this.errors, 400);
  }
}

/** Whether `error` is a refusal of the row (the item operations' errors) rather than a failure of the server. */
export function isRowRefusal(error: unknown): error is AppError | AppErrorList {
  return error instanceof AppErrorList || isAppError(error);
}

/** A problem of the file itself (not CSV or JSON, a bad header, a bomb), worded like a refused row's: `Line L: …`. */
export function fileProblem(line: number, reason: string, extensions: Record<string, unknown> = {}): AppError {
  return new AppError('INVALID_PAYLOAD', `Line ${line}: ${reason}.`, { reason, line, ...extensions });
}
