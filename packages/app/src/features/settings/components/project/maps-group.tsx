import { asRows, Repeater } from './repeater.js';
import { NumberSetting, SelectSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { BASEMAP_TYPES } from './validate-settings.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

const TYPES = BASEMAP_TYPES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) }));

/** The Mapbox key and the basemaps; tile size is offered only for tile and style maps (spec section 5). */
export function MapsGroup({ values, errors, set }: SettingsGroupProps) {
  const { t } = useTranslation();
  const at = (index: number, part: string) => errors[`basemaps[${index}].${part}`];
  return (
    <SettingsSection title={t('projectSettings.maps')}>
      <TextSetting
        label={t('projectSettings.mapboxToken')}
        width="full"
        value={values.mapbox_key}
        error={errors.mapbox_key}
        onChange={(v) => set('mapbox_key', v)}
      />
      <Repeater
        label={t('projectSettings.basemaps')}
        addLabel={t('projectSettings.addBasemap')}
        rows={asRows(values.basemaps)}
        error={errors.basemaps}
        onChange={(rows) => set('basemaps', rows)}
        rowLabel={(_, index) => t('projectSettings.basemapN', { number: index + 1 })}
        newRow={() => ({ name: '', type: 'raster', url: '' })}
        renderRow={(row, index, update) => (
          <>
            <TextSetting
              label={t('projectSettings.basemapName')}
              value={row.name}
              error={at(index, 'name')}
              onChange={(v) => update({ name: v ?? '' })}
            />
            <SelectSetting
              label={t('projectSettings.type')}
              choices={TYPES}
              value={row.type}
              error={at(index, 'type')}
              onChange={(v) => update({ type: v })}
            />
            <TextSetting
              label={t('projectSettings.basemapUrl')}
              width="full"
              placeholder="https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png"
              value={row.url}
              error={at(index, 'url')}
              onChange={(v) => update({ url: v ?? '' })}
            />
            {row.type !== 'raster' ? (
              <NumberSetting
                label={t('projectSettings.tileSize')}
                placeholder="512"
                value={row.tileSize}
                error={at(index, 'tileSize')}
                onChange={(v) => update({ tileSize: v })}
              />
            ) : null}
            <TextSetting
              label={t('projectSettings.attribution')}
              value={row.attribution}
              error={at(index, 'attribution')}
              onChange={(v) => update({ attribution: v })}
            />
          </>
        )}
      />
    </SettingsSection>
  );
}
