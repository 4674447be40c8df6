import { useEffect } from 'react';

/** The auto-refresh choices, as the reference offers them; 0 is off. */
export const REFRESH_INTERVALS: { seconds: number; label: string }[] = [
  { seconds: 0, label: 'Off' },
  { seconds: 10, label: '10 seconds' },
  { seconds: 30, label: '30 seconds' },
  { seconds: 60, label: '1 minute' },
  { seconds: 300, label: '5 minutes' },
];

/** Calls `refresh` every `seconds` (never when 0). */
export function useAutoRefresh(seconds: number, refresh: () => void): void {
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(refresh, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, refresh]);
}
