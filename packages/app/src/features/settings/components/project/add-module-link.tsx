import { useId, useState } from 'react';
import { Button } from '../../../../components/button.js';
import { IconPicker } from '../../../../components/icon-picker/icon-picker.js';
import type { ModuleBarEntry } from '../../../../lib/schema/system-types.js';
import { isModuleLinkUrl } from './module-bar-entries.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

/** The form under the module list that adds a custom link (shown and enabled at once). */
export function AddModuleLink({ onAdd }: { onAdd: (link: ModuleBarEntry) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string | null>('link');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    if (!name.trim()) return setProblem('Name is required.');
    if (!isModuleLinkUrl(url.trim())) return setProblem('URL has to start with http://, https:// or /.');
    onAdd({
      type: 'link',
      id: `link-${crypto.randomUUID().slice(0, 8)}`,
      name: name.trim(),
      icon: icon ?? 'link',
      url: url.trim(),
      enabled: true,
    });
    setName('');
    setUrl('');
    setIcon('link');
    setProblem(null);
  }

  return (
    <fieldset className="settings-modules__add">
      <legend className="settings-field__label">{t('projectSettings.addLink')}</legend>
      <div className="settings-modules__add-field">
        <label htmlFor={`${id}-name`}>{t('projectSettings.linkName')}</label>
        <input id={`${id}-name`} className="input" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="settings-modules__add-field">
        <span aria-hidden="true">{t('projectSettings.icon')}</span>
        <IconPicker label={t('projectSettings.linkIcon')} value={icon} onChange={setIcon} />
      </div>
      <div className="settings-modules__add-field">
        <label htmlFor={`${id}-url`}>{t('projectSettings.linkUrl')}</label>
        <input
          id={`${id}-url`}
          className="input"
          type="url"
          placeholder="https://example.com"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <Button size="small" onClick={add}>
        {t('projectSettings.addLinkButton')}
      </Button>
      {problem ? (
        <p className="settings-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
