import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ModuleSkeleton } from '../../components/shell-skeleton.js';
import { apiUrl } from '../../lib/env.js';
import { appExtensionsState, subscribeAppExtensions } from '../../lib/extensions/app-extensions-store.js';
import { installAppExtensions } from '../../lib/extensions/install-app-extensions.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';

/**
 * Shows the signed-in app once its extensions are loaded (or failed: then without them), so a
 * form never renders a field whose custom interface arrives a moment later.
 */
export function ExtensionsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeAppExtensions, appExtensionsState);
  useEffect(() => {
    void installAppExtensions(apiUrl());
  }, []);
  if (state.status !== 'ready') return <ModuleSkeleton label={t('content.loadingExtensions')} />;
  return children;
}
