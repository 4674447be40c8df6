import type { SchemaStep } from './schema-step.js';

const SIGNS = { create: '+', update: '~', delete: '-' } as const;

/**
 * One line per change, for people: `+ collection articles`, `~ field articles.title (meta.note)`,
 * `- relation articles.author -> authors`. The fields a new collection is created with are
 * listed under it.
 */
export function describeSteps(steps: readonly SchemaStep[]): string[] {
  return steps.flatMap((step) => {
    const line = describeStep(step);
    if (step.kind !== 'collection' || step.action !== 'create') return [line];
    return [line, ...step.fields.map((field) => `  + field ${step.collection}.${field.field}`)];
  });
}

export function describeStep(step: SchemaStep): string {
  const sign = SIGNS[step.action];
  const changed = step.action === 'update' ? ` (${step.paths.map((path) => path || '(all)').join(', ')})` : '';
  if (step.kind === 'collection') return `${sign} collection ${step.collection}${changed}`;
  if (step.kind === 'field') return `${sign} field ${step.collection}.${step.field}${changed}`;
  const related = step.action === 'delete' ? step.relatedCollection : step.entry.related_collection;
  return `${sign} relation ${step.collection}.${step.field} -> ${related ?? '(any collection)'}${changed}`;
}
