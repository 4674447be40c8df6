import type { FieldType } from '@tessera/shared';
import type { LevelMode, LevelPlan } from '../apply-query.js';
import type { CompileContext } from '../compile-context.js';
import type { FieldNode, RelationNode } from '../fields/field-tree.js';
import type { SelectList } from '../select-list.js';
import { nameTable } from '../../utils/name-table.js';
import { compileGroupedLevel } from './compile-grouped-level.js';

/** How one relational field of a level is read: one statement per nesting level, whatever the number of rows. */
export type ChildPlan =
  | { kind: 'm2o'; key: string; parentKey: string; level: LevelPlan }
  | { kind: 'o2m'; key: string; parentKey: string; level: LevelPlan; keysOnly: boolean; primary: string }
  | {
      kind: 'a2o';
      key: string;
      parentKey: string;
      collectionKey: string;
      targets: Record<string, { level: LevelPlan; keyType: FieldType }>;
    };

/** apply-query's level compiler, passed in: a level plans its children, which are levels themselves. */
export type CompileLevel = (ctx: CompileContext, node: FieldNode, mode: LevelMode) => LevelPlan;

export function planChild(ctx: CompileContext, relation: RelationNode, parent: SelectList, compileLevel: CompileLevel): ChildPlan {
  switch (relation.kind) {
    case 'm2o':
      return {
        kind: 'm2o',
        key: relation.key,
        parentKey: parent.relationKey(relation.info.field),
        level: compileLevel(ctx, relation.node, { kind: 'byKey' }),
      };
    case 'o2m': {
      const { node, info } = relation;
      // `deep` with `_aggregate`/`_groupBy`: the field lists grouped aggregate rows instead of items.
      const grouped = node.query.aggregate !== undefined || node.query.groupBy !== undefined;
      const level = grouped
        ? compileGroupedLevel(ctx, node, info.foreignKey)
        : compileLevel(ctx, node, { kind: 'byParent', foreignKey: info.foreignKey, sortField: info.sortField });
      return {
        kind: 'o2m',
        key: relation.key,
        parentKey: parent.relationKey(info.field, parent.primary),
        level,
        // Grouped aggregate rows are the answer whatever sub-fields were asked.
        keysOnly: relation.keysOnly && !level.build,
        primary: node.collection.primary,
      };
    }
    case 'a2o': {
      // Keyed by collection names that rows of the database hold: a null-prototype table.
      const targets = nameTable<{ level: LevelPlan; keyType: FieldType }>();
      for (const [name, node] of Object.entries(relation.nodes)) {
        targets[name] = {
          level: compileLevel(ctx, node, { kind: 'byKey' }),
          keyType: node.collection.fields[node.collection.primary]!.type,
        };
      }
      return {
        kind: 'a2o',
        key: relation.key,
        parentKey: parent.relationKey(relation.info.field),
        collectionKey: parent.relationKey(relation.info.field, relation.info.collectionField),
        targets,
      };
    }
  }
}
