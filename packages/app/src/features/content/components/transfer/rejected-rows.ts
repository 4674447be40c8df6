import { i18n } from '../../../../lib/i18n/i18n.js';

/** One problem with one row of an import file, as the server reported it. */
export interface RejectedRow {
  /** The file's line (CSV: the header is line 1); null when the server named none. */
  line: number | null;
  field: string | null;
  /** What is wrong, without the line and field the message starts with. */
  reason: string;
}

/** The server sends at most this many; the app shows no more either (brief: the first 100). */
export const MAX_REJECTED_ROWS = 100;

interface ErrorEntry {
  message?: unknown;
  extensions?: { code?: unknown; line?: unknown; field?: unknown } | null;
}

/**
 * The rejected rows of a failed import (400 entries carrying `line`, whatever their code), or an
 * empty list when the error is of another kind (not multipart, forbidden, unreadable file).
 */
export function rejectedRows(error: unknown): RejectedRow[] {
  const list = typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  const rows: RejectedRow[] = [];
  for (const entry of list.slice(0, MAX_REJECTED_ROWS) as ErrorEntry[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const extensions = typeof entry.extensions === 'object' ? entry.extensions : null;
    const line = extensions?.line;
    // Any code (FAILED_VALIDATION, INVALID_PAYLOAD, FORBIDDEN…): an entry that names a line is a row's problem.
    if (!extensions || !isLineNumber(line)) continue;
    const field = typeof extensions.field === 'string' && extensions.field !== '' ? extensions.field : null;
    rows.push({ line, field, reason: reasonOf(typeof entry.message === 'string' ? entry.message : '', line, field) });
  }
  return rows;
}

/** "Line 3 — title: is required" */
export function formatRejectedRow(row: RejectedRow): string {
  const what = row.field ? `${row.field}: ${row.reason}` : row.reason;
  return row.line === null ? what : i18n.t('transfer.rejectedRow', { line: row.line, problem: what });
}

function isLineNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** 'Line 3: "title" is required' → 'is required' (the list shows the line and field itself). */
function reasonOf(message: string, line: number, field: string | null): string {
  let reason = message.trim();
  const linePrefix = `Line ${line}:`;
  if (reason.startsWith(linePrefix)) reason = reason.slice(linePrefix.length).trimStart();
  const fieldPrefix = field ? `"${field}"` : null;
  if (fieldPrefix && reason.startsWith(fieldPrefix)) reason = reason.slice(fieldPrefix.length).trimStart();
  return reason === '' ? i18n.t('transfer.isInvalid') : reason;
}
