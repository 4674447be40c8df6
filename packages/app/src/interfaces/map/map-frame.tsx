import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import './map-interface.css';

/**
 * The framed region a lazily loaded map draws in (the interface's, the default view option's):
 * a placeholder while MapLibre loads, or `unavailableText` where the map cannot start.
 */
export function MapFrame({ label, unavailableText, children }: { label: string; unavailableText: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="map-interface__frame" aria-label={label}>
      {unavailableText ? (
        <p className="map-interface__unavailable" role="status">
          {unavailableText}
        </p>
      ) : (
        <Suspense fallback={<Skeleton label={t('mapInterface.loading')} shape="rows" count={3} />}>{children}</Suspense>
      )}
    </section>
  );
}
