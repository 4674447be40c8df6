import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { readSnapshot } from './read-snapshot.js';
import type { Snapshot } from './snapshot-types.js';

/** The snapshot of the model this instance serves now. */
export async function readLiveSnapshot(ctx: Pick<AppContext, 'db' | 'schema'>): Promise<Snapshot> {
  return readSnapshot(await ctx.schema.get(), dialectOf(ctx.db));
}
