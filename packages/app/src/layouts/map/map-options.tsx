import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.js';
import type { Field } from '../../lib/schema/types.js';
import type { Basemap } from './basemap-style.js';
import type { MapOptions } from './map-layout-options.js';

export interface MapOptionsBarProps {
  options: MapOptions;
  geometryField: string;
  basemap: string;
  geometryFields: readonly Field[];
  basemaps: readonly Basemap[];
  /** The template used when the option is empty (the collection's). */
  defaultTemplate: string;
  onChange: (patch: Partial<MapOptions>) => void;
}

/** The layout's options: the geometry field, the basemap, the template, clustering and "only the visible area". */
export function MapOptionsBar({
  options,
  geometryField,
  basemap,
  geometryFields,
  basemaps,
  defaultTemplate,
  onChange,
}: MapOptionsBarProps) {
  const ids = { field: useId(), basemap: useId(), template: useId() };
  const { t } = useTranslation();
  const [template, setTemplate] = useState(options.displayTemplate ?? '');
  const commitTemplate = () => {
    const next = template.trim() || null;
    if (next !== options.displayTemplate) onChange({ displayTemplate: next });
  };
  return (
    <div className="map-options" role="group" aria-label={t('layoutOptions.mapOptions')}>
      <label htmlFor={ids.field}>{t('layoutOptions.geometryField')}</label>
      <select id={ids.field} className="select" value={geometryField} onChange={(event) => onChange({ geometryField: event.target.value })}>
        {geometryFields.map((field) => (
          <option key={field.field} value={field.field}>
            {field.field}
          </option>
        ))}
      </select>
      <label htmlFor={ids.basemap}>{t('layoutOptions.basemap')}</label>
      <select id={ids.basemap} className="select" value={basemap} onChange={(event) => onChange({ basemap: event.target.value })}>
        {basemaps.map((entry) => (
          <option key={entry.name} value={entry.name}>
            {entry.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.template}>{t('layoutOptions.displayTemplate')}</label>
      <input
        id={ids.template}
        className="input map-options__template"
        value={template}
        placeholder={defaultTemplate}
        onChange={(event) => setTemplate(event.target.value)}
        onBlur={commitTemplate}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTemplate();
        }}
      />
      <label className="map-options__check">
        <input type="checkbox" checked={options.clusterData} onChange={(event) => onChange({ clusterData: event.target.checked })} />
        {t('layoutOptions.clusterPoints')}
      </label>
      <label className="map-options__check">
        <input
          type="checkbox"
          checked={options.autoLocationFilter}
          onChange={(event) => onChange({ autoLocationFilter: event.target.checked })}
        />
        {t('layoutOptions.onlyItemsInView')}
      </label>
    </div>
  );
}
