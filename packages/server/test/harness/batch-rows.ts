/**
 * Rows the batch-write tests send in one request: 5,000 in the normal run, past what one statement
 * of any database binds once rows have 14 values. `TEST_BATCH_ROWS=50000` runs the volume case of
 * issue 38 (about 10 s per database on SQLite and PostgreSQL, over a minute on MariaDB, whose
 * inserts without RETURNING go row by row).
 */
export const BATCH_ROWS = Number(process.env.TEST_BATCH_ROWS ?? 5000);
