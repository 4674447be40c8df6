import { fromDbError } from '../../db/db-errors.js';
import { AppError, AppErrorList, isAppError } from '../../errors/app-error.js';
import { loadSchema, type LoadSchemaOptions } from '../../schema/load-schema.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { adoptTable, untrackedTable } from '../collections/adopt-table.js';
import { createCollection, parseCollectionInput } from '../collections/create-collection.js';
import { deleteCollection } from '../collections/delete-collection.js';
import { parseCollectionUpdate, updateCollection } from '../collections/update-collection.js';
import { createField } from '../fields/create-field.js';
import { deleteField } from '../fields/delete-field.js';
import { parseFieldInput, type FieldInput } from '../fields/field-input.js';
import { Problems, refuse } from '../fields/problems.js';
import { updateField } from '../fields/update-field.js';
import { createRelation } from '../relations/create-relation.js';
import { deleteRelation } from '../relations/delete-relation.js';
import { parseRelationInput } from '../relations/relation-input.js';
import { updateRelation } from '../relations/update-relation.js';
import { describeStep } from './describe-steps.js';
import type { SchemaStep } from './schema-step.js';
import { collectionPayloadOf, fieldPayloadOf, newFieldPayloadOf, relationPayloadOf } from './snapshot-inputs.js';
import { Removed, withoutRemoved } from './without-removed.js';

export interface ApplyStepsOptions {
  loadOptions: LoadSchemaOptions;
  /** Called after each step with the number of steps done. */
  onStep?: (done: number) => void;
}

/**
 * Runs planned steps inside one schema change, through the same collection, field and relation
 * operations as the API. The model is read again when a stage ends (a new collection is there
 * for the ones grouped in it, new fields for relations), never per step.
 */
export async function applySteps(change: SchemaChange, steps: readonly SchemaStep[], options: ApplyStepsOptions): Promise<void> {
  const removed = new Removed();
  let model: SchemaChange = change;
  let stage: string | null = null;
  let changed = false;
  for (const [index, step] of steps.entries()) {
    if (step.stage !== stage && changed) model = await reread(change, options.loadOptions);
    stage = step.stage;
    const current = { ...model, schema: withoutRemoved(model.schema, removed) };
    try {
      changed = (await runStep(current, step, removed)) || changed;
    } catch (error) {
      throw withStep(fromDbError(change.dialect, error) ?? error, step);
    }
    options.onStep?.(index + 1);
  }
}

async function reread(change: SchemaChange, loadOptions: LoadSchemaOptions): Promise<SchemaChange> {
  const schema = await loadSchema(change.db, 0, loadOptions);
  const tables = await change.dialect.listTables(change.db);
  return { db: change.db, dialect: change.dialect, schema, tables, undo: change.undo, defer: change.defer };
}

/** Runs one step; false when there was nothing left to do (removed already with what it belonged to). */
async function runStep(change: SchemaChange, step: SchemaStep, removed: Removed): Promise<boolean> {
  const dialect = change.dialect;
  const exists = (collection: string, field?: string) => {
    const found = change.schema.collections[collection];
    return field === undefined ? found !== undefined : found?.fields[field] !== undefined;
  };
  switch (`${step.action} ${step.kind}`) {
    case 'create collection': {
      const { entry, fields } = step as Extract<SchemaStep, { kind: 'collection'; action: 'create' }>;
      const input = parseCollectionInput(collectionPayloadOf(entry, fields), dialect);
      // A table that exists without metadata is taken as existing (the reference diffs against it as untracked).
      const untracked = untrackedTable(change, input);
      await (untracked ? adoptTable(change, input, untracked) : createCollection(change, input));
      return true;
    }
    case 'delete collection':
      if (!exists(step.collection)) return false;
      removed.collection(change.schema, step.collection);
      await deleteCollection(change, step.collection);
      return true;
    case 'update collection': {
      const { entry } = step as Extract<SchemaStep, { kind: 'collection'; action: 'update' }>;
      if (Boolean(entry.schema) !== (change.schema.collections[step.collection]?.hasTable ?? false))
        refuse(`Collection "${step.collection}" can't change between a table and a folder; delete it and create it again`);
      await updateCollection(change, step.collection, parseCollectionUpdate({ meta: entry.meta ?? {} }, step.collection));
      return true;
    }
    default:
      return runFieldOrRelationStep(change, step as Exclude<SchemaStep, { kind: 'collection' }>, removed, exists);
  }
}

async function runFieldOrRelationStep(
  change: SchemaChange,
  step: Exclude<SchemaStep, { kind: 'collection' }>,
  removed: Removed,
  exists: (collection: string, field?: string) => boolean,
): Promise<boolean> {
  const hasRelation = () => change.schema.relations.some((r) => r.collection === step.collection && r.field === step.field);
  if (step.kind === 'field') {
    if (step.action === 'create') await createField(change, step.collection, parsedField(newFieldPayloadOf(step.entry), change, 'create'));
    else if (step.action === 'update') {
      const touchesColumn = step.paths.some((path) => path === 'type' || path === 'schema' || path.startsWith('schema.'));
      await updateField(change, step.collection, step.field, parsedField(fieldPayloadOf(step.entry, touchesColumn), change, 'update'));
    } else {
      if (!exists(step.collection, step.field)) return false;
      removed.field(step.collection, step.field);
      await deleteField(change, step.collection, step.field);
    }
    return true;
  }
  if (step.action === 'create') await createRelation(change, parseRelationInput(relationPayloadOf(step.entry), 'create'));
  else if (step.action === 'update') {
    const touchesKey = step.paths.some((path) => path === 'schema' || path.startsWith('schema.'));
    const input = parseRelationInput(relationPayloadOf(step.entry, touchesKey), 'update');
    await updateRelation(change, { ...input, collection: step.collection, field: step.field });
  } else {
    if (!hasRelation()) return false;
    await deleteRelation(change, step.collection, step.field);
  }
  return true;
}

function parsedField(payload: Record<string, unknown>, change: SchemaChange, mode: 'create' | 'update'): FieldInput {
  const problems = new Problems();
  const input = parseFieldInput(payload, { dialect: change.dialect, mode }, problems);
  problems.throwIfAny();
  return input!;
}

/** The failing step is named in `extensions.step`, so a caller knows which change of a long diff failed. */
function withStep(error: unknown, step: SchemaStep): unknown {
  const name = describeStep(step);
  const named = (inner: AppError) => new AppError(inner.code, inner.message, { ...inner.extensions, step: name }, inner);
  if (isAppError(error)) return named(error);
  if (error instanceof AppErrorList) return new AppErrorList(error.errors.map(named));
  return error;
}
