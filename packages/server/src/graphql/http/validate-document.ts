import {
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { LruMap } from '../schema/lru-map.js';

/** Documents remembered per schema, and the longest one remembered (longer ones are validated each time). */
const PER_SCHEMA = 256;
const LONGEST_REMEMBERED = 16 * 1024;

/** Validation answers by schema (each caller's schema object is cached by the source) and query text. */
const remembered = new WeakMap<GraphQLSchema, LruMap<string, readonly GraphQLError[]>>();

/**
 * The standard rules (plus no introspection unless `introspection`) on `document`, parsed from
 * `query`. The answer depends only on the schema, the text and that flag, and validating costs
 * more than executing a small list query, so it is remembered for the texts clients repeat.
 */
export function validateDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  query: string,
  introspection: boolean,
): readonly GraphQLError[] {
  const run = () =>
    validate(schema, document, introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule], { maxErrors: 20 });
  if (query.length > LONGEST_REMEMBERED) return run();
  let known = remembered.get(schema);
  if (!known) {
    known = new LruMap(PER_SCHEMA);
    remembered.set(schema, known);
  }
  const key = `${introspection ? 'i' : '-'}${query}`;
  const cached = known.get(key);
  if (cached) return cached;
  const errors = run();
  known.set(key, errors);
  return errors;
}
