import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';

export interface RowEstimateOptions {
  /** QUERY_LIMIT_DEFAULT: the rows of a list field without a `limit` argument. */
  defaultLimit: number;
  /** What `limit: -1` (no limit) counts as. */
  unlimited: number;
}

/**
 * The rows an operation may read: every list field reads up to its `limit` rows for each row of the
 * field it nests in, so the estimate is the sum, over list and object fields, of the product of the
 * limits down to them. It refuses amplification (`{ a(limit: 1000) { b(limit: 1000) { … } } }`)
 * before anything runs. Introspection fields cost nothing. Call after standard validation: the
 * document then fits the schema and has no fragment cycles.
 */
export function estimateRows(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  options: RowEstimateOptions,
): number {
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;
  // Per fragment: its rows for one row of its parent; the total scales linearly with the parent's rows.
  const fragmentRows = new Map<string, number>();

  const limitOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): number => {
    const definition = field.args.find((arg) => arg.name === 'limit');
    const argument = node.arguments?.find((arg) => arg.name.value === 'limit');
    const value: unknown = definition && argument ? valueFromAST(argument.value, definition.type, variables) : undefined;
    if (typeof value !== 'number') return options.defaultLimit;
    return value < 0 ? options.unlimited : value;
  };

  const rowsOf = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let rows = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__') || !selection.selectionSet) continue;
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const type = getNamedType(field.type);
        if (!isCompositeType(type) || type.name.startsWith('__')) continue;
        const each = isListType(getNullableType(field.type)) ? limitOf(field, selection) : 1;
        rows += each * (1 + rowsOf(selection.selectionSet, type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) rows += rowsOf(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        let known = fragmentRows.get(name);
        const fragment = fragments.get(name);
        const type = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        if (known === undefined && fragment && type && isCompositeType(type)) {
          known = rowsOf(fragment.selectionSet, type);
          fragmentRows.set(name, known);
        }
        rows += known ?? 0;
      }
    }
    return rows;
  };

  return rowsOf(operation.selectionSet, root);
}
