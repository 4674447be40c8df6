/**
 * The longest delay a timer accepts (2^31 - 1 ms, system-spec section 9). Longer delays
 * overflow: Node and browsers then fire after about 1 ms, which would refresh in a loop.
 */
export const MAX_TIMER_DELAY = 2_147_483_647;

/** One pending callback at most; starting again replaces it. */
export interface RefreshTimer {
  start(delay: number, callback: () => void): void;
  stop(): void;
}

export function createRefreshTimer(): RefreshTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };
  return {
    start(delay, callback) {
      stop();
      handle = setTimeout(
        () => {
          handle = undefined;
          callback();
        },
        Math.min(Math.max(delay, 0), MAX_TIMER_DELAY),
      );
      // In Node a pending refresh must not keep a finished script alive.
      (handle as { unref?: () => void }).unref?.();
    },
    stop,
  };
}
