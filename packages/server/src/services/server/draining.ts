import type { AppContext } from '../../app-context.js';

/** Instances whose process has been told to stop (SIGTERM) and are only finishing up. */
const draining = new WeakSet<AppContext>();

/** From now on the health check of this instance answers `error`, so load balancers take it out. */
export function markDraining(ctx: AppContext): void {
  draining.add(ctx);
}

export function isDraining(ctx: AppContext): boolean {
  return draining.has(ctx);
}
