import { describe, expect, it } from 'vitest';
import type { OperationRecord } from '../../../lib/flows/types.js';
import {
  addOperationAfter,
  draftFromRecords,
  edgesOf,
  keyProblem,
  moveOperation,
  removeOperation,
  setLink,
  TRIGGER_ID,
} from './flow-draft.js';
import { savePlan } from './save-plan.js';

function record(id: string, overrides: Partial<OperationRecord> = {}): OperationRecord {
  return {
    id,
    name: id.toUpperCase(),
    key: id,
    type: 'log',
    position_x: 19,
    position_y: 1,
    options: { message: id },
    resolve: null,
    reject: null,
    flow: 'f1',
    ...overrides,
  };
}

const saved = draftFromRecords({ operation: 'a' }, [
  record('a', { type: 'condition', resolve: 'b', reject: 'c', position_x: 19, position_y: 1 }),
  record('b', { position_x: 37, position_y: 1 }),
  record('c', { position_x: 37, position_y: 11 }),
]);

describe('flow draft', () => {
  it('draws the trigger link and each resolve and reject link as an edge', () => {
    expect(edgesOf(saved).map((edge) => `${edge.source}-${edge.kind}->${edge.target}`)).toEqual([
      `${TRIGGER_ID}-resolve->a`,
      'a-resolve->b',
      'a-reject->c',
    ]);
  });

  it('removes an operation with every link to it', () => {
    const draft = removeOperation(saved, 'a');
    expect(draft.first).toBeNull();
    expect(draft.operations.map((operation) => operation.id)).toEqual(['b', 'c']);
    expect(removeOperation(saved, 'c').operations[0]).toMatchObject({ resolve: 'b', reject: null });
  });

  it('adds an operation after a reject handle, below its source, taking over what the handle led to', () => {
    const draft = addOperationAfter(saved, 'a', 'reject', { id: 'n', name: 'N', key: 'n', type: 'log', options: {} });
    expect(draft.operations.find((operation) => operation.id === 'a')?.reject).toBe('n');
    expect(draft.operations.at(-1)).toMatchObject({ id: 'n', isNew: true, resolve: 'c', reject: null, position_x: 33, position_y: 11 });
  });

  it('links the trigger only by resolve and never an operation to itself', () => {
    expect(setLink(saved, TRIGGER_ID, 'resolve', 'b').first).toBe('b');
    expect(setLink(saved, TRIGGER_ID, 'reject', 'b').first).toBe('a');
    expect(setLink(saved, 'b', 'resolve', 'b')).toBe(saved);
  });

  it('asks for a slug key unique in the flow', () => {
    expect(keyProblem(saved, 'b', null)).toMatch(/already/);
    expect(keyProblem(saved, 'b', 'b')).toBeNull();
    expect(keyProblem(saved, 'Not a slug', null)).toMatch(/lowercase/);
  });
});

describe('save plan', () => {
  it('plans nothing for an unchanged draft', () => {
    expect(savePlan('f1', saved, saved)).toEqual({ create: [], update: [], flow: null, remove: [] });
  });

  it('creates new operations unlinked, then links them, then deletes the removed ones', () => {
    let draft = removeOperation(saved, 'c');
    draft = addOperationAfter(draft, 'a', 'reject', { id: 'n', name: 'N', key: 'n', type: 'log', options: { message: 'no' } });
    draft = moveOperation(draft, 'b', 40.4, 2.6);
    const plan = savePlan('f1', saved, draft);
    expect(plan.create).toEqual([
      {
        id: 'n',
        name: 'N',
        key: 'n',
        type: 'log',
        options: { message: 'no' },
        position_x: 33,
        position_y: 11,
        resolve: null,
        reject: null,
        flow: 'f1',
      },
    ]);
    expect(plan.update).toEqual([
      { id: 'a', patch: { reject: 'n' } },
      { id: 'b', patch: { position_x: 40, position_y: 3 } },
    ]);
    expect(plan.flow).toBeNull();
    expect(plan.remove).toEqual(['c']);
  });

  it('repoints the flow at a new first operation', () => {
    const draft = addOperationAfter(saved, TRIGGER_ID, 'resolve', { id: 'n', name: null, key: 'n', type: 'sleep', options: {} });
    const plan = savePlan('f1', saved, draft);
    expect(plan.flow).toEqual({ operation: 'n' });
    expect(plan.update).toEqual([{ id: 'n', patch: { resolve: 'a', reject: null } }]);
  });
});
