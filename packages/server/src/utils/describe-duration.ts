const UNITS: ReadonlyArray<readonly [number, string]> = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1_000, 'second'],
];

/** A duration in words for people, in the largest unit that divides it: 900000 → "15 minutes", 90000 → "90 seconds". */
export function describeDuration(ms: number): string {
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${ms} milliseconds`;
}
