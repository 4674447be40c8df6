/**
 * Waits until at least `ms` have passed since `startedAt` (a `performance.now()` reading), so an
 * answer takes the same time whichever way it failed.
 */
export async function stall(ms: number, startedAt: number): Promise<void> {
  const remaining = ms - (performance.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
