import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Fullscreen for one element through the Fullscreen API; where the API is missing or refuses,
 * a fallback flag the caller turns into a class that covers the window.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFallback, setIsFallback] = useState(false);
  const [isNative, setIsNative] = useState(false);
  useEffect(() => {
    const sync = () => setIsNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  useEffect(() => {
    if (!isFallback) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsFallback(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isFallback]);
  const toggle = useCallback(async () => {
    if (isNative) return void (await document.exitFullscreen());
    if (isFallback) return setIsFallback(false);
    const element = ref.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (no user gesture, iframe policy): fall back to the class.
      }
    }
    setIsFallback(true);
  }, [isFallback, isNative, ref]);
  return { isFullscreen: isNative || isFallback, isFallback, toggle };
}
