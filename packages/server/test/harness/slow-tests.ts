/**
 * The long volume tests (a million rows to estimate, 200,000 to import, 100,000 to transfer, fuzz at
 * full size) run under CI=true and with SLOW=1; a local `npm test` skips them, saying so in one line.
 */
export const RUN_SLOW_TESTS = process.env.CI === 'true' || process.env.SLOW === '1';

/** Whether a long volume test runs; prints one line naming it and how to run it when it does not. */
export function runsSlowTest(what: string): boolean {
  if (!RUN_SLOW_TESTS) console.log(`Skipping ${what} (a long volume test): SLOW=1 runs it, as CI=true does.`);
  return RUN_SLOW_TESTS;
}

/** A fuzz property's number of runs: the full count under CI=true or SLOW=1, a tenth locally. */
export function fuzzRuns(full: number): number {
  return RUN_SLOW_TESTS ? full : Math.max(1, Math.ceil(full / 10));
}
