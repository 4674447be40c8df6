import { useId } from 'react';
import { Link } from 'react-router';
import type { Feature, Geometry } from 'geojson';
import { formatNumber } from '../../lib/i18n/format.js';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { FeatureProperties } from './rows-to-geojson.js';

/** The most entries the list shows; the map draws them all. */
export const LIST_LIMIT = 100;

export interface MapFeatureListProps {
  features: readonly Feature<Geometry, FeatureProperties>[];
  hrefOf: (key: string) => string;
}

/** The features in view as links, for the keyboard and screen readers (the canvas itself is not readable). */
export function MapFeatureList({ features, hrefOf }: MapFeatureListProps) {
  const titleId = useId();
  const { t } = useTranslation();
  const shown = features.slice(0, LIST_LIMIT);
  return (
    <section className="map-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="map-list__title">
        {features.length === 1 ? t('layoutOptions.inViewOne') : t('layoutOptions.inViewMany', { count: formatNumber(features.length) })}
      </h2>
      <ul className="map-list__items" aria-label={t('layoutOptions.itemsInView')}>
        {shown.map((feature) => (
          <li key={feature.properties.key}>
            <Link to={hrefOf(feature.properties.key)}>{feature.properties.label || feature.properties.key}</Link>
          </li>
        ))}
      </ul>
      {features.length > shown.length ? (
        <p className="map-list__more">{t('layoutOptions.moreInView', { count: formatNumber(features.length - shown.length) })}</p>
      ) : null}
    </section>
  );
}
