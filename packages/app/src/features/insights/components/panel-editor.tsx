import { useId, useState } from 'react';
import { Button } from '../../../components/button.js';
import { Drawer } from '../../../components/drawer.js';
import { Icon } from '../../../components/icon.js';
import { Notice } from '../../../components/notice.js';
import { useNotify } from '../../../components/notifications/use-notify.js';
import { errorMessage } from '../../../lib/api-error.js';
import type { Panel } from '../../../lib/insights/types.js';
import { useSavePanel } from '../api/insights-queries.js';
import { DEFAULT_PANEL_SIZE } from '../grid/grid-maths.js';
import { OptionField, TextOption } from '../panel-types/option-fields.js';
import type { PanelOptions } from '../panel-types/panel-type.js';
import { PANEL_TYPES, panelType } from '../panel-types/registry.js';
import { useTranslation } from '../../../lib/i18n/use-translation.js';

export interface PanelEditorProps {
  dashboard: string;
  /** The panel to edit; without it a new panel is added at `newRow`. */
  panel?: Panel;
  newRow: number;
  onClose: () => void;
}

/** The drawer that adds or edits a panel: choose its type, then its header and the type's options. */
export function PanelEditor({ dashboard, panel, newRow, onClose }: PanelEditorProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSavePanel(dashboard);
  const [typeId, setTypeId] = useState(panel?.type ?? '');
  const [name, setName] = useState(panel?.name ?? '');
  const [showHeader, setShowHeader] = useState(panel?.show_header ?? true);
  const [options, setOptions] = useState<PanelOptions>(panel?.options ?? {});
  const [isTouched, setIsTouched] = useState(false);
  const typeGroup = useId();
  const type = panelType(typeId);
  const errors = type && isTouched ? type.validate(options) : {};

  const chooseType = (id: string) => {
    setTypeId(id);
    if (id !== panel?.type) setOptions({ ...(panelType(id)?.defaultOptions ?? {}) });
  };
  const submit = () => {
    setIsTouched(true);
    if (!type || Object.keys(type.validate(options)).length > 0) return;
    const values: Partial<Panel> = {
      type: type.id,
      name: name.trim() || null,
      show_header: showHeader,
      options,
      icon: panel?.icon ?? type.icon,
    };
    const placement = panel ? {} : { position_x: 1, position_y: newRow, ...DEFAULT_PANEL_SIZE };
    save.mutate(
      { id: panel?.id, values: { ...values, ...placement } },
      {
        onSuccess: () => {
          notify({ kind: 'success', title: t(panel ? 'insights.panelSaved' : 'insights.panelAdded') });
          onClose();
        },
      },
    );
  };
  return (
    <Drawer
      title={panel ? t('insights.editPanel', { name: panel.name ?? '' }).trim() : t('insights.addPanel')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={submit} isLoading={save.isPending} disabled={!type}>
          {t('insights.savePanel')}
        </Button>
      }
    >
      <div className="insights-form">
        {save.error ? <Notice kind="danger">{errorMessage(save.error)}</Notice> : null}
        <fieldset className="insights-types">
          <legend id={typeGroup}>{t('insights.panelType')}</legend>
          {Object.values(PANEL_TYPES).map((entry) => (
            <label key={entry.id} className={`insights-type${entry.id === typeId ? ' insights-type--chosen' : ''}`}>
              <input type="radio" name={typeGroup} value={entry.id} checked={entry.id === typeId} onChange={() => chooseType(entry.id)} />
              <Icon name={entry.icon} />
              <span>
                <strong>{entry.name}</strong>
                <small>{entry.description}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {type ? (
          <>
            <TextOption label={t('insights.name')} value={name} onChange={setName} />
            <OptionField label={t('insights.showHeader')}>
              {({ id }) => <input id={id} type="checkbox" checked={showHeader} onChange={(event) => setShowHeader(event.target.checked)} />}
            </OptionField>
            <type.OptionsForm options={options} errors={errors} onChange={(patch) => setOptions((current) => ({ ...current, ...patch }))} />
          </>
        ) : (
          <p>{t('insights.chooseType')}</p>
        )}
      </div>
    </Drawer>
  );
}
