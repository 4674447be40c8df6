/**
 * Runs `run` at most once per `wait` ms however often `trigger` is called: the first call in a
 * quiet period schedules it, later calls in the same period join that run. A flood of
 * realtime messages becomes one refetch per period instead of one per message.
 */
export function coalesce(run: () => void, wait: number): { trigger(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
