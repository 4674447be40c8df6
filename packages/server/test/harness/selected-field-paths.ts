import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * For the hand-written test schema: the `fields` of a Query for what a GraphQL field selects: `{ id role { name } }` → `id`,
 * `role.name`. Fragments are expanded, `__typename` is left out. A fragment adds the same paths
 * wherever it is spread under one prefix, so it is walked once per prefix: fragments that spread the
 * previous one twice stay linear (and a cycle ends).
 */
export function selectedFieldPaths(nodes: readonly FieldNode[], fragments: Readonly<Record<string, FragmentDefinitionNode>>): string[] {
  const paths = new Set<string>();
  const walked = new Set<string>();
  const walk = (set: SelectionSetNode, prefix: string) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        if (selection.selectionSet) walk(selection.selectionSet, `${prefix}${name}.`);
        else paths.add(`${prefix}${name}`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, prefix);
      else {
        const name = selection.name.value;
        const fragment = Object.hasOwn(fragments, name) ? fragments[name] : undefined;
        if (!fragment || walked.has(`${prefix}\0${name}`)) continue;
        walked.add(`${prefix}\0${name}`);
        walk(fragment.selectionSet, prefix);
      }
    }
  };
  for (const node of nodes) if (node.selectionSet) walk(node.selectionSet, '');
  return [...paths];
}
