import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * For the hand-written test schema: the `fields` of a Query for what a GraphQL field selects: `{ id role { name } }` → `id`,
 * `role.name`. Fragments are expanded, `__typename` is left out. The document has passed the depth
 * limit and the standard rules (no fragment cycles) before any resolver runs, so this walk is bounded.
 */
export function selectedFieldPaths(nodes: readonly FieldNode[], fragments: Readonly<Record<string, FragmentDefinitionNode>>): string[] {
  const paths = new Set<string>();
  const walk = (set: SelectionSetNode, prefix: string) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        if (selection.selectionSet) walk(selection.selectionSet, `${prefix}${name}.`);
        else paths.add(`${prefix}${name}`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, prefix);
      else {
        const fragment = Object.hasOwn(fragments, selection.name.value) ? fragments[selection.name.value] : undefined;
        if (fragment) walk(fragment.selectionSet, prefix);
      }
    }
  };
  for (const node of nodes) if (node.selectionSet) walk(node.selectionSet, '');
  return [...paths];
}
