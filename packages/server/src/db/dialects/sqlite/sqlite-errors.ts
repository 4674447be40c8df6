import type { AppError } from '../../../errors/app-error.js';
import { invalidQuery } from '../../../errors/error-helpers.js';
import type { DialectErrors } from '../dialect.js';
import { dbError } from '../driver-error.js';

// better-sqlite3 codes: https://www.sqlite.org/rescode.html#constraint. Knex prefixes the message
// with the SQL, so the driver's own text is matched at the end.
export const sqliteErrors: DialectErrors = {
  appErrorOf(error, context): AppError | null {
    const code = String(error.code ?? '');
    if (!code.startsWith('SQLITE_CONSTRAINT')) return null;
    const failed = /(UNIQUE|NOT NULL) constraint failed: ([^\s,]+)(?:,[^]*)?$/.exec(error.message);
    const [table, column] = failed ? splitQualified(failed[2]!) : [null, null];
    const located = { collection: table ?? context.collection ?? null, field: column };
    switch (code) {
      case 'SQLITE_CONSTRAINT_UNIQUE':
      case 'SQLITE_CONSTRAINT_PRIMARYKEY':
        return dbError('RECORD_NOT_UNIQUE', located);
      case 'SQLITE_CONSTRAINT_NOTNULL':
        return dbError('NOT_NULL_VIOLATION', located);
      case 'SQLITE_CONSTRAINT_FOREIGNKEY':
        // SQLite does not say which column failed: https://www.sqlite.org/foreignkeys.html
        return dbError('INVALID_FOREIGN_KEY', { collection: context.collection ?? null, field: null });
    }
    return null;
  },
  // The registered regexp() answers NULL for a pattern that does not compile. What a query can pass
  // are SQLite's limits on one statement (https://www.sqlite.org/limits.html); they answer SQLITE_ERROR.
  queryErrorOf(error): AppError | null {
    if (error.code !== 'SQLITE_ERROR') return null;
    const limit = SQLITE_LIMITS.find(([pattern]) => pattern.test(error.message));
    return limit ? invalidQuery(limit[1]) : null;
  },
};

const SQLITE_LIMITS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /too many columns in result set$/,
    'The query selects more than the 2000 columns SQLite returns in one row; ask for fewer fields or aliases',
  ],
  [/too many SQL variables$/, 'The query needs more than the 32766 values SQLite binds in one statement; use fewer filter conditions'],
  [/Expression tree is too large \(maximum depth (\d+)\)$/, 'The filter nests deeper than the 1000 levels SQLite takes in one expression'],
];

function splitQualified(name: string): [string | null, string] {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? [null, name] : [name.slice(0, dot), name.slice(dot + 1)];
}
