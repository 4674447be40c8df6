import { useEffect } from 'react';
import { i18n } from '../../../lib/i18n/i18n.js';
import { formatNumber } from '../../../lib/i18n/format.js';

/** The auto-refresh choices, as the reference offers them; 0 is off. */
export const REFRESH_INTERVALS: readonly number[] = [0, 10, 30, 60, 300];

/** "Off", "30 seconds", "5 minutes" in the app's language. */
export function refreshIntervalLabel(seconds: number): string {
  if (seconds === 0) return i18n.t('insights.refreshOff');
  const [value, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/** Calls `refresh` every `seconds` (never when 0). */
export function useAutoRefresh(seconds: number, refresh: () => void): void {
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(refresh, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, refresh]);
}
