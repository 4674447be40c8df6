import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.js';
import type { MessageKey, TFunction } from './i18n.js';

/** The app's text in the current language: `t('collection.createItem')`. Components re-render when the language changes. */
export function useTranslation(): { t: TFunction } {
  const subscribe = useCallback((onChange: () => void) => i18n.subscribe(onChange), []);
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  // A new function per language, so memoised children that take `t` re-render too.
  const t = useMemo<TFunction>(() => {
    void language;
    return (key: MessageKey, params) => i18n.t(key, params);
  }, [language]);
  return { t };
}
