import type { TesseraRevision, PrimaryKeyValue } from '../../core-schema.js';
import type { Query, QueryArgument } from '../../query/query-types.js';
import type { ApplyQuery, NoQuery, SystemItem, Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { readManyRequest, readOneRequest } from '../resource-requests.js';

/** A row of `directus_revisions`, with the Schema's own fields for it if it declares any. */
export type RevisionItem<Schema> = SystemItem<Schema, 'directus_revisions', TesseraRevision>;

const PATH = '/revisions';

/** Reads revisions: `GET /revisions` with the query as parameters. */
export function readRevisions<Schema = Untyped, const TQuery extends Query<Schema, RevisionItem<Schema>> = NoQuery>(
  query?: QueryArgument<Schema, RevisionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RevisionItem<Schema>, TQuery>[], Schema> {
  return () => readManyRequest(PATH, query);
}

/** Reads one revision by key: `GET /revisions/:key`. */
export function readRevision<Schema = Untyped, const TQuery extends Query<Schema, RevisionItem<Schema>> = NoQuery>(
  key: PrimaryKeyValue,
  query?: QueryArgument<Schema, RevisionItem<Schema>, TQuery>,
): RestCommand<ApplyQuery<Schema, RevisionItem<Schema>, TQuery>, Schema> {
  return () => readOneRequest(PATH, key, query);
}
