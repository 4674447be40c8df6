import { invalidPayload, invalidQuery } from '../../errors/error-helpers.js';
import { isPlainObject } from '../../utils/is-plain-object.js';
import { isNestedDeeperThan } from '../../utils/nesting-depth.js';

/** One GraphQL request, as `GET ?query=&variables=&operationName=` or a POST body carries it. */
export interface GraphqlParams {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/**
 * The parameters of `GET /graphql`: `variables` is JSON text (INVALID_QUERY when it is not an
 * object, nests deeper than `maxDepth`, or carries a `__proto__` key), as the reference reads it.
 */
export function graphqlParamsOfQuerystring(raw: Record<string, unknown>, maxDepth: number): GraphqlParams {
  let variables: Record<string, unknown> = {};
  if (raw.variables !== undefined && raw.variables !== '') {
    if (typeof raw.variables !== 'string') throw invalidQuery('Variables are invalid JSON');
    variables = parseVariables(raw.variables, maxDepth);
  }
  return { query: queryOf(raw.query), variables, operationName: operationNameOf(raw.operationName, invalidQuery) };
}

/** The parameters of `POST /graphql`: a JSON object (already depth-checked and prototype-guarded by the body parser). */
export function graphqlParamsOfBody(body: unknown): GraphqlParams {
  if (!isPlainObject(body)) throw invalidPayload('Must provide query string');
  const { variables } = body;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) throw invalidPayload('"variables" must be an object');
  return {
    query: queryOf(body.query),
    variables: (variables as Record<string, unknown> | null | undefined) ?? {},
    operationName: operationNameOf(body.operationName, invalidPayload),
  };
}

function queryOf(value: unknown): string {
  if (value === undefined || value === null || value === '') throw invalidPayload('Must provide query string');
  if (typeof value !== 'string') throw invalidPayload('"query" must be a string');
  return value;
}

function operationNameOf(value: unknown, refuse: (reason: string) => Error): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw refuse('"operationName" must be a string');
  return value;
}

function parseVariables(text: string, maxDepth: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidQuery('Variables are invalid JSON');
  }
  if (!isPlainObject(value)) throw invalidQuery('Variables must be a JSON object');
  if (isNestedDeeperThan(value, maxDepth)) throw invalidQuery(`Variables nest deeper than ${maxDepth} levels`);
  // JSON.parse keeps a `__proto__` key as an own property; refused, as the JSON body parser refuses it.
  if (hasPrototypeKey(value)) throw invalidQuery('Variables contain a forbidden prototype property');
  return value;
}

/** Whether any object in `value` (already depth-checked) has an own `__proto__` key. */
function hasPrototypeKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    // Not push(...): a list may hold more values than a call takes arguments.
    for (const child of Object.values(node)) stack.push(child);
  }
  return false;
}
